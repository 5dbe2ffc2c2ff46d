#!/usr/bin/env python3
"""Builds Tests/Fixtures/managed-fonts/: 32 tiny, distinct fonts for the font management tests
(installs from many processes need many unique PostScript names).

    pip install fonttools        # 4.x
    python3 scripts/make-managed-fonts.py

Each ManageTest-NN.ttf is a static TrueType font with PostScript name ManageTest-NN, family
"Manage Test NN", weight 400, covering ASCII with rectangle glyphs (advance 500 + NN, so every
file's bytes differ). Deterministic (fixed timestamps): regenerating changes nothing. Free of any
third-party data.
"""
import os

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "Fixtures", "managed-fonts")
EPOCH = 3_000_000_000  # seconds since 1904
CPS = list(range(0x20, 0x7F))


def glyph_name(cp):
    return "space" if cp == 0x20 else f"uni{cp:04X}"


def rect(width):
    pen = TTGlyphPen(None)
    pen.moveTo((50, 0))
    pen.lineTo((50, 700))
    pen.lineTo((width - 50, 700))
    pen.lineTo((width - 50, 0))
    pen.closePath()
    return pen.glyph()


def build(n):
    ps = f"ManageTest-{n:02d}"
    family = f"Manage Test {n:02d}"
    advance = 500 + n
    order = [".notdef"] + [glyph_name(c) for c in CPS]
    fb = FontBuilder(1000, isTTF=True)
    fb.setupGlyphOrder(order)
    fb.setupCharacterMap({c: glyph_name(c) for c in CPS})
    fb.setupGlyf({g: rect(advance) for g in order})
    fb.setupHorizontalMetrics({g: (advance, 50) for g in order})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": family, "styleName": "Regular", "uniqueFontIdentifier": f"{ps};test",
                       "fullName": f"{family} Regular", "psName": ps, "version": "Version 1.000"})
    fb.setupOS2(usWeightClass=400, sTypoAscender=800, sTypoDescender=-200, sTypoLineGap=0,
                usWinAscent=800, usWinDescent=200, achVendID="TYPO")
    fb.setupPost()
    fb.updateHead(created=EPOCH, modified=EPOCH)
    fb.font["head"].checkSumAdjustment = 0
    path = os.path.join(OUT, f"{ps}.ttf")
    fb.save(path)


def main():
    os.makedirs(OUT, exist_ok=True)
    for n in range(1, 33):
        build(n)


if __name__ == "__main__":
    main()
