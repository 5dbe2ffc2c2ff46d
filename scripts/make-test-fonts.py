#!/usr/bin/env python3
"""Builds the small test fonts of Tests/Fixtures/fonts/ with fontTools, and expected.json: the
values this script put into each font, which the Swift tests compare the parser against (never
values copied from the parser's output).

    pip install fonttools        # 4.x
    python3 scripts/make-test-fonts.py

The fonts are deterministic (fixed timestamps) so that regenerating them changes nothing.
Other engineers reuse TrakTest.ttf (trak + STAT) and OpszVariable.ttf (wght/wdth/opsz variable
font with named instances and STAT) for layout tests.
"""
import json
import os
import struct

from fontTools.designspaceLib import AxisDescriptor, DesignSpaceDocument, InstanceDescriptor, SourceDescriptor
from fontTools.fontBuilder import FontBuilder
from fontTools.otlLib.builder import buildStatTable
from fontTools.pens.t2CharStringPen import T2CharStringPen
from fontTools.pens.ttGlyphPen import TTGlyphPen
from fontTools.ttLib import TTCollection, TTFont, newTable
from fontTools.ttLib.tables._n_a_m_e import NameRecord
from fontTools.ttLib.tables._t_r_a_k import TrackData, TrackTableEntry
from fontTools import varLib

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Fixtures", "fonts")
EPOCH = 3_000_000_000  # seconds since 1904: a fixed head.created/modified
UPM = 1000

# Latin: ASCII, Latin-1 and Œ œ Ÿ (so English, French and German are covered).
LATIN = list(range(0x20, 0x7F)) + list(range(0xA0, 0x100)) + [0x152, 0x153, 0x178]

expected = {}


def glyph_name(cp):
    return "space" if cp == 0x20 else f"uni{cp:04X}" if cp <= 0xFFFF else f"u{cp:05X}"


def rect_tt(width, height=700, x0=50):
    pen = TTGlyphPen(None)
    if width > 2 * x0:
        pen.moveTo((x0, 0))
        pen.lineTo((x0, height))
        pen.lineTo((width - x0, height))
        pen.lineTo((width - x0, 0))
        pen.closePath()
    return pen.glyph()


def rect_cff(width, height=700, x0=50):
    pen = T2CharStringPen(width, None)
    if width > 2 * x0:
        pen.moveTo((x0, 0))
        pen.lineTo((x0, height))
        pen.lineTo((width - x0, height))
        pen.lineTo((width - x0, 0))
        pen.closePath()
    return pen.getCharString()


def proportional(cp):
    return 300 + (cp % 7) * 50


def base_font(names, *, cps=LATIN, advance=proportional, cff=False, os2=None, post=None,
              head=None, hhea=None, mac_names=True, uvs=None, extra_glyph_height=700):
    """A font with one rectangle glyph per code point."""
    order = [".notdef"] + [glyph_name(c) for c in cps]
    cmap = {c: glyph_name(c) for c in cps}
    widths = {".notdef": advance(0)}
    widths.update({glyph_name(c): advance(c) for c in cps})
    fb = FontBuilder(UPM, isTTF=not cff)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap(cmap, uvs=uvs)
    if cff:
        charstrings = {g: rect_cff(widths[g]) for g in order}
        fb.setupCFF(names.get(6, "Test-Regular"), {"FullName": names.get(4, "Test")}, charstrings, {})
        metrics = {g: (widths[g], 50 if widths[g] > 100 else 0) for g in order}
    else:
        fb.setupGlyf({g: rect_tt(widths[g], extra_glyph_height) for g in order})
        metrics = {g: (widths[g], fb.font["glyf"][g].xMin if hasattr(fb.font["glyf"][g], "xMin") else 0) for g in order}
    fb.setupHorizontalMetrics(metrics)
    hh = dict(ascent=900, descent=-250, lineGap=50)
    hh.update(hhea or {})
    fb.setupHorizontalHeader(**hh)
    fb.setupNameTable(names, mac=mac_names)
    if os2 is not None:
        fb.setupOS2(**os2)
    fb.setupPost(**(post or {}))
    fb.setupHead(unitsPerEm=UPM, created=EPOCH, modified=EPOCH, **(head or {}))
    fb.font["head"].created = EPOCH
    fb.font["head"].modified = EPOCH
    return fb


def save(fb_or_font, filename, exp):
    font = fb_or_font.font if isinstance(fb_or_font, FontBuilder) else fb_or_font
    font["head"].created = EPOCH
    font["head"].modified = EPOCH
    path = os.path.join(OUT, filename)
    font.save(path, reorderTables=True)
    # Saving recomputes head.modified from the clock unless told otherwise; fix it afterwards.
    f = TTFont(path, recalcTimestamp=False)
    f["head"].modified = EPOCH
    f.save(path)
    expected[filename] = exp


def panose(family=2, serif=11, weight=5, proportion=3):
    from fontTools.ttLib.tables.O_S_2f_2 import Panose
    p = Panose()
    p.bFamilyType, p.bSerifStyle, p.bWeight, p.bProportion = family, serif, weight, proportion
    for k in ("bContrast", "bStrokeVariation", "bArmStyle", "bLetterForm", "bMidline", "bXHeight"):
        setattr(p, k, 0)
    return p


def static_test():
    names = {1: "Static Test SemiCondensed Medium", 2: "Regular", 4: "Static Test SemiCondensed Medium",
             6: "StaticTest-SemiCondensedMedium", 16: "Static Test", 17: "SemiCondensed Medium"}
    os2 = dict(version=4, usWeightClass=500, usWidthClass=4, fsSelection=(1 << 6) | (1 << 7),
               sTypoAscender=800, sTypoDescender=-200, sTypoLineGap=100, usWinAscent=950, usWinDescent=250,
               sxHeight=500, sCapHeight=700, panose=panose(serif=11), sFamilyClass=(8 << 8) | 1,
               achVendID="TEST")
    cps = LATIN + [0x1D400]  # one code point past the BMP: a format 12 subtable too
    fb = base_font(names, cps=cps, os2=os2, post=dict(italicAngle=0, isFixedPitch=0, underlinePosition=-100, underlineThickness=50),
                   uvs=[(0x41, 0xFE00, None)])
    add_layout(fb.font, gsub=["liga", "smcp"], gpos=["kern", "mark"])
    save(fb, "StaticTest-SemiCondensedMedium.ttf", dict(
        format="trueType", names={str(k): v for k, v in names.items()},
        family=names[1], style=names[2], typographicFamily=names[16], typographicSubfamily=names[17],
        fullName=names[4], postscriptName=names[6],
        weight=500, width=87.5, italic=False, slant="upright", monospaced=False, design="default", serifClass="sans",
        os2Version=4, unitsPerEm=UPM, hhea=dict(ascender=900, descender=-250, lineGap=50),
        typo=dict(ascender=800, descender=-200, lineGap=100), win=dict(ascent=950, descent=250),
        xHeight=500, capHeight=700, useTypoMetrics=True, underlinePosition=-100, underlineThickness=50,
        glyphCount=len(cps) + 1, cmapFormats=[4, 12, 14], codePoints=cps,
        gsubFeatures=["liga", "smcp"], gposFeatures=["kern", "mark"],
        languagesIncluded=["en", "fr", "de", "es", "it", "pt", "sv"], languagesExcluded=["ru", "ja", "ar", "zh-Hans", "el", "nl", "pl", "cs"],
        hasTrak=False, hasSTAT=False, variable=False))


def add_layout(font, gsub=(), gpos=()):
    """Minimal GSUB/GPOS: a script list with DFLT and latn, and the given features with no lookups."""
    from fontTools.ttLib.tables import otTables as ot
    for tag, feats in (("GSUB", gsub), ("GPOS", gpos)):
        if not feats:
            continue
        table = getattr(ot, tag)()
        table.Version = 0x00010000
        fl = ot.FeatureList()
        fl.FeatureRecord = []
        for f in feats:
            fr = ot.FeatureRecord()
            fr.FeatureTag = f
            fr.Feature = ot.Feature()
            fr.Feature.FeatureParams = None
            fr.Feature.LookupListIndex = []
            fr.Feature.LookupCount = 0
            fl.FeatureRecord.append(fr)
        fl.FeatureCount = len(feats)
        sl = ot.ScriptList()
        sl.ScriptRecord = []
        for stag in ("DFLT", "latn"):
            sr = ot.ScriptRecord()
            sr.ScriptTag = stag
            sr.Script = ot.Script()
            ls = ot.LangSys()
            ls.LookupOrder = None
            ls.ReqFeatureIndex = 0xFFFF
            ls.FeatureIndex = list(range(len(feats)))
            ls.FeatureCount = len(feats)
            sr.Script.DefaultLangSys = ls
            sr.Script.LangSysRecord = []
            sr.Script.LangSysCount = 0
            sl.ScriptRecord.append(sr)
        sl.ScriptCount = 2
        ll = ot.LookupList()
        ll.Lookup = []
        ll.LookupCount = 0
        table.ScriptList, table.FeatureList, table.LookupList = sl, fl, ll
        t = newTable(tag)
        t.table = table
        font[tag] = t


def cff_test():
    names = {1: "CFF Test", 2: "Bold Italic", 4: "CFF Test Bold Italic", 6: "CFFTest-BoldItalic"}
    os2 = dict(version=3, usWeightClass=700, usWidthClass=5, fsSelection=(1 << 0) | (1 << 5),
               panose=panose(serif=2, weight=8), sFamilyClass=(1 << 8), sxHeight=480, sCapHeight=690)
    fb = base_font(names, cff=True, os2=os2, post=dict(italicAngle=-12.0), head=dict(macStyle=3))
    save(fb, "CFFTest-BoldItalic.otf", dict(
        format="cff", family="CFF Test", style="Bold Italic", typographicFamily="CFF Test",
        postscriptName="CFFTest-BoldItalic", fullName="CFF Test Bold Italic",
        weight=700, width=100, italic=True, slant="italic", italicAngle=-12.0, monospaced=False,
        design="serif", serifClass="serif", os2Version=3, xHeight=480, capHeight=690, macStyle=3))


def collection_test():
    fonts = []
    exp_faces = []
    for style, weight, fs in (("Regular", 400, 1 << 6), ("Bold", 700, 1 << 5)):
        names = {1: "Collection Test", 2: style, 4: f"Collection Test {style}", 6: f"CollectionTest-{style}"}
        fb = base_font(names, os2=dict(version=4, usWeightClass=weight, usWidthClass=5, fsSelection=fs, panose=panose()),
                       head=dict(macStyle=1 if style == "Bold" else 0))
        path = os.path.join(OUT, f"_tmp_{style}.ttf")
        fb.font.save(path)
        f = TTFont(path, recalcTimestamp=False)
        f["head"].modified = EPOCH
        fonts.append(f)
        exp_faces.append(dict(family="Collection Test", style=style, weight=weight, postscriptName=names[6]))
    coll = TTCollection()
    coll.fonts = fonts
    path = os.path.join(OUT, "CollectionTest.ttc")
    coll.save(path)
    for style in ("Regular", "Bold"):
        os.remove(os.path.join(OUT, f"_tmp_{style}.ttf"))
    expected["CollectionTest.ttc"] = dict(format="collection", faces=exp_faces)


def trak_test():
    names = {1: "Trak Test", 2: "Regular", 4: "Trak Test Regular", 6: "TrakTest-Regular",
             256: "Tight", 257: "Normal", 258: "Loose"}
    os2 = dict(version=2, usWeightClass=400, usWidthClass=5, fsSelection=1 << 6, panose=panose(), sxHeight=520, sCapHeight=710)
    fb = base_font({k: v for k, v in names.items() if k < 256}, os2=os2)
    name = fb.font["name"]
    for nid in (256, 257, 258):
        name.setName(names[nid], nid, 3, 1, 0x409)
        name.setName(names[nid], nid, 1, 0, 0)
    sizes = [6.0, 9.0, 12.0, 24.0, 72.0]
    tracks = {
        0.0: [40, 20, 0, -20, -60],     # normal
        -1.0: [10, -10, -30, -50, -90],  # tight
        1.0: [80, 60, 40, 20, 0],        # loose
    }
    name_ids = {0.0: 257, -1.0: 256, 1.0: 258}
    trak = newTable("trak")
    trak.version, trak.format = 1.0, 0
    td = TrackData()
    for track, values in tracks.items():
        td[track] = TrackTableEntry(dict(zip(sizes, values)), nameIndex=name_ids[track])
    trak.horizData = td
    trak.vertData = TrackData()
    fb.font["trak"] = trak
    stat_axes = [
        dict(tag="wght", name="Weight", ordering=0,
             values=[dict(value=400, name="Regular", flags=0x2, linkedValue=700)]),
        dict(tag="ital", name="Italic", ordering=1,
             values=[dict(value=0, name="Roman", flags=0x2, linkedValue=1)]),
        dict(tag="opsz", name="Optical Size", ordering=2,
             values=[dict(nominalValue=12, rangeMinValue=6, rangeMaxValue=20, name="Text")]),
    ]
    buildStatTable(fb.font, stat_axes, elidedFallbackName="Regular")
    save(fb, "TrakTest.ttf", dict(
        format="trueType", family="Trak Test", style="Regular", weight=400, width=100, os2Version=2,
        trak=dict(sizes=sizes, tracks=[dict(track=t, nameID=name_ids[t], name=names[name_ids[t]], values=v)
                                        for t, v in sorted(tracks.items())]),
        # Apple's rule: linear between sizes, clamped at the ends. Points chosen by hand.
        normalTrackingAt={"3": 40, "6": 40, "7.5": 30, "10.5": 10, "12": 0, "18": -10, "48": -40, "100": -60},
        stat=dict(designAxes=[dict(tag="wght", name="Weight", ordering=0), dict(tag="ital", name="Italic", ordering=1),
                              dict(tag="opsz", name="Optical Size", ordering=2)],
                  values=[dict(format=3, axis="wght", value=400, linkedValue=700, name="Regular", flags=2),
                          dict(format=3, axis="ital", value=0, linkedValue=1, name="Roman", flags=2),
                          dict(format=2, axis="opsz", value=12, rangeMin=6, rangeMax=20, name="Text", flags=0)],
                  elidedFallbackName="Regular"),
        opticalSize=dict(min=6, max=20, source="STAT"),
        hasTrak=True, hasSTAT=True))


def optical_range():
    names = {1: "Optical Range Display", 2: "Regular", 4: "Optical Range Display", 6: "OpticalRange-Display"}
    os2 = dict(version=5, usWeightClass=400, usWidthClass=5, fsSelection=1 << 6, panose=panose(),
               usLowerOpticalPointSize=20, usUpperOpticalPointSize=72, sxHeight=500, sCapHeight=700)
    fb = base_font(names, os2=os2)
    save(fb, "OpticalRange-Display.ttf", dict(
        format="trueType", os2Version=5, usLowerOpticalPointSize=400, usUpperOpticalPointSize=1440,  # TWIPs
        opticalSize=dict(min=20, max=72, source="OS/2")))


def optical_range_text():
    # The Text member of the same family: OS/2 v5 range 6–24 pt, overlapping the Display
    # member's 20–72 pt, so that the size-range rule (Text at 22 pt: its range holds it) and the
    # 20 pt switch point (Display at 22 pt) give different faces (TextLayout's CatalogFonts tests).
    names = {1: "Optical Range Text", 2: "Regular", 4: "Optical Range Text", 6: "OpticalRange-Text"}
    os2 = dict(version=5, usWeightClass=400, usWidthClass=5, fsSelection=1 << 6, panose=panose(),
               usLowerOpticalPointSize=6, usUpperOpticalPointSize=24, sxHeight=500, sCapHeight=700)
    fb = base_font(names, os2=os2)
    save(fb, "OpticalRange-Text.ttf", dict(
        format="trueType", os2Version=5, usLowerOpticalPointSize=120, usUpperOpticalPointSize=480,  # TWIPs
        opticalSize=dict(min=6, max=24, source="OS/2")))


def mono_test():
    names = {1: "Mono Test", 2: "Regular", 4: "Mono Test Regular", 6: "MonoTest-Regular"}
    os2 = dict(version=1, usWeightClass=400, usWidthClass=5, fsSelection=1 << 6, panose=panose(proportion=9),
               sFamilyClass=(8 << 8))
    fb = base_font(names, advance=lambda cp: 600, os2=os2, post=dict(isFixedPitch=1))
    save(fb, "MonoTest-Regular.ttf", dict(
        format="trueType", os2Version=1, monospaced=True, monospacedSignals=["post.isFixedPitch", "hmtx", "panose"],
        advance=600, design="monospaced"))


def mac_roman_name():
    """Names only on the Macintosh platform, in Mac Roman, and no OS/2 table (an old Mac font):
    weight and width come from the style name and head.macStyle."""
    family, style = "Café Mac Ñandú", "Bold"
    names = {1: family, 2: style, 4: f"{family} {style}", 6: "CafeMac-Bold"}
    cps = list(range(0x20, 0x7F)) + [0xE9, 0xD1, 0xFA]
    fb = base_font(names, cps=cps, os2=None, head=dict(macStyle=1))
    font = fb.font
    # Keep only the Mac Roman name records.
    font["name"].names = [n for n in font["name"].names if n.platformID == 1]
    if "OS/2" in font:
        del font["OS/2"]
    # A Mac Roman (1,0) format 6 cmap only: code points come back through the Mac Roman table.
    from fontTools.ttLib.tables._c_m_a_p import CmapSubtable
    sub = CmapSubtable.newSubtable(6)
    sub.platformID, sub.platEncID, sub.language = 1, 0, 0
    macmap = {}
    for cp in cps:
        b = chr(cp).encode("mac_roman")[0]
        macmap[b] = glyph_name(cp)
    sub.cmap = macmap
    font["cmap"].tables = [sub]
    raw = {k: list(v.encode("mac_roman")) for k, v in names.items()}
    save(font, "MacRomanName.ttf", dict(
        format="trueType", family=family, style=style, fullName=names[4], postscriptName=names[6],
        macRomanBytes={str(k): v for k, v in raw.items()}, hasOS2=False, weight=700, width=100,
        codePoints=cps, cmapFormats=[6]))


def invalid_utf16_names():
    names = {1: "Bad UTF16", 2: "Regular", 4: "Bad UTF16 Regular", 6: "BadUTF16-Regular"}
    os2 = dict(version=0, usWeightClass=400, usWidthClass=5, fsSelection=1 << 6, panose=panose())
    fb = base_font(names, os2=os2, mac_names=False)
    font = fb.font
    # Name 1: "Bad" + a lone high surrogate + "X" + a lone low surrogate; name 4: an odd byte count.
    bad1 = "Bad".encode("utf-16-be") + b"\xD8\x00" + "X".encode("utf-16-be") + b"\xDC\x00"
    bad4 = "Bad UTF16 Regular".encode("utf-16-be") + b"\x00"
    for n in font["name"].names:
        if n.nameID == 1:
            n.string = bad1
        if n.nameID == 4:
            n.string = bad4
    # fontTools would re-encode str; the bytes above are kept as is.
    save(font, "InvalidUTF16Names.ttf", dict(
        format="trueType", os2Version=0, family="Bad\ufffdX\ufffd", fullName="Bad UTF16 Regular\ufffd",
        style="Regular"))


def opsz_variable():
    """A variable font with wght 100–900 (400), wdth 75–125 (100) and opsz 8–144 (14), masters
    whose advances change along each axis (so variations are visible), named instances with
    PostScript names, STAT with formats 1–4, and OS/2 v5 with the 'no information' optical range."""
    axes = [("wght", 100, 400, 900, "Weight"), ("wdth", 75, 100, 125, "Width"), ("opsz", 8, 14, 144, "Optical Size")]
    masters = [
        ({"wght": 400, "wdth": 100, "opsz": 14}, 1.0, 1.0),
        ({"wght": 100, "wdth": 100, "opsz": 14}, 0.8, 1.0),
        ({"wght": 900, "wdth": 100, "opsz": 14}, 1.3, 1.0),
        ({"wght": 400, "wdth": 75, "opsz": 14}, 0.75, 1.0),
        ({"wght": 400, "wdth": 125, "opsz": 14}, 1.25, 1.0),
        ({"wght": 400, "wdth": 100, "opsz": 8}, 1.1, 1.0),
        ({"wght": 400, "wdth": 100, "opsz": 144}, 0.9, 1.0),
    ]
    ds = DesignSpaceDocument()
    for tag, lo, de, hi, name in axes:
        a = AxisDescriptor()
        a.tag, a.name, a.minimum, a.default, a.maximum = tag, name, lo, de, hi
        ds.addAxis(a)
    names = {1: "Opsz Variable", 2: "Regular", 4: "Opsz Variable Regular", 6: "OpszVariable-Regular"}
    for i, (loc, scale, _) in enumerate(masters):
        os2 = dict(version=5, usWeightClass=400, usWidthClass=5, fsSelection=1 << 6, panose=panose(),
                   usLowerOpticalPointSize=0, usUpperOpticalPointSize=0xFFFF / 20, sxHeight=500, sCapHeight=700)
        fb = base_font(names, os2=os2, advance=lambda cp, s=scale: int(round(proportional(cp) * s)))
        s = SourceDescriptor()
        s.font = fb.font
        s.location = {[n for t, _, _, _, n in axes if t == tag][0]: v for tag, v in loc.items()}
        s.name = f"master{i}"
        ds.addSource(s)
    instances = [
        ("Regular", {"wght": 400, "wdth": 100, "opsz": 14}, "OpszVariable-Regular"),
        ("Bold", {"wght": 700, "wdth": 100, "opsz": 14}, "OpszVariable-Bold"),
        ("Condensed Light", {"wght": 300, "wdth": 75, "opsz": 14}, "OpszVariable-CondensedLight"),
        ("Display Black", {"wght": 900, "wdth": 100, "opsz": 144}, "OpszVariable-DisplayBlack"),
    ]
    for style, loc, ps in instances:
        inst = InstanceDescriptor()
        inst.styleName = style
        inst.familyName = "Opsz Variable"
        inst.postScriptFontName = ps
        inst.location = {[n for t, _, _, _, n in axes if t == tag][0]: v for tag, v in loc.items()}
        ds.addInstance(inst)
    vf, _, _ = varLib.build(ds, exclude=["STAT"])
    stat_axes = [
        dict(tag="wght", name="Weight", ordering=0, values=[
            dict(value=100, name="Thin"),
            dict(value=400, name="Regular", flags=0x2, linkedValue=700),
            dict(value=700, name="Bold"),
            dict(value=900, name="Black"),
        ]),
        dict(tag="wdth", name="Width", ordering=1, values=[
            dict(value=75, name="Condensed"),
            dict(value=100, name="Normal", flags=0x2),
        ]),
        dict(tag="opsz", name="Optical Size", ordering=2, values=[
            dict(nominalValue=14, rangeMinValue=8, rangeMaxValue=20, name="Text", flags=0x2),
            dict(nominalValue=72, rangeMinValue=20, rangeMaxValue=144, name="Display"),
        ]),
    ]
    locations = [dict(name="Condensed Light", location=dict(wght=300, wdth=75))]
    buildStatTable(vf, stat_axes, locations=locations, elidedFallbackName="Regular")
    # fontTools keeps these in points and writes TWIPs (x20): 0xFFFF TWIPs is the spec's
    # "no information" value.
    vf["OS/2"].usLowerOpticalPointSize = 0
    vf["OS/2"].usUpperOpticalPointSize = 0xFFFF / 20
    save(vf, "OpszVariable.ttf", dict(
        format="trueType", variable=True, family="Opsz Variable", style="Regular",
        axes=[dict(tag=t, min=lo, default=de, max=hi, name=n) for t, lo, de, hi, n in axes],
        instances=[dict(name=s, coordinates=loc, postscriptName=ps) for s, loc, ps in instances],
        os2Version=5, usLowerOpticalPointSize=0, usUpperOpticalPointSize=0xFFFF,
        # OS/2 v5 says "no information" (0…0xFFFF), so STAT's opsz ranges decide: 8…144.
        opticalSize=dict(min=8, max=144, source="STAT"),
        stat=dict(designAxes=["wght", "wdth", "opsz"],
                  formats={"1": 5, "2": 2, "3": 1, "4": 1}),
        hasSTAT=True, hasTrak=False))


def type1_and_web():
    pfa = b"%!PS-AdobeFont-1.0: TestType1 001.000\n%%Title: TestType1\n/FontName /TestType1 def\n"
    with open(os.path.join(OUT, "Type1Header.pfa"), "wb") as f:
        f.write(pfa)
    # PFB: segment marker 0x80, type 1 (ASCII), little-endian length, then the ASCII part.
    with open(os.path.join(OUT, "Type1Header.pfb"), "wb") as f:
        f.write(b"\x80\x01" + struct.pack("<I", len(pfa)) + pfa + b"\x80\x03")
    expected["Type1Header.pfa"] = dict(format="type1")
    expected["Type1Header.pfb"] = dict(format="type1")
    # A real WOFF of the monospaced font (zlib only), and a WOFF2 header alone.
    f = TTFont(os.path.join(OUT, "MonoTest-Regular.ttf"))
    f.flavor = "woff"
    f.save(os.path.join(OUT, "WOFFHeader.woff"))
    expected["WOFFHeader.woff"] = dict(format="woff")
    with open(os.path.join(OUT, "WOFF2Header.woff2"), "wb") as f2:
        f2.write(b"wOF2" + b"\x00\x01\x00\x00" + bytes(40))
    expected["WOFF2Header.woff2"] = dict(format="woff2")


def main():
    os.makedirs(OUT, exist_ok=True)
    static_test()
    cff_test()
    collection_test()
    trak_test()
    optical_range()
    optical_range_text()
    mono_test()
    mac_roman_name()
    invalid_utf16_names()
    opsz_variable()
    type1_and_web()
    with open(os.path.join(OUT, "expected.json"), "w", encoding="utf-8") as f:
        json.dump(expected, f, indent=1, sort_keys=True, ensure_ascii=False)
        f.write("\n")
    for name in sorted(os.listdir(OUT)):
        print(f"{os.path.getsize(os.path.join(OUT, name)):>8}  {name}")


if __name__ == "__main__":
    main()
