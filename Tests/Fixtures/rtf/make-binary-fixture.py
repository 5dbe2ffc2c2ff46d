#!/usr/bin/env python3
"""Writes binary-pict.rtf: a standard-scaled Cocoa-form RTF with a \\bin picture whose data holds
every byte value, braces, backslashes and the text of control words (\\fs24, \\cocoatextscaling1),
none of which a reader may interpret. Run from this directory; the output is committed."""

data = bytes(range(256)) + b"{\\fs24}}}{{\\cocoatextscaling1\\bin99 \\'zz\\"
header = (
    b"{\\rtf1\\ansi\\ansicpg1252\\cocoartf2761\n"
    b"\\cocoatextscaling0\\cocoaplatform0{\\fonttbl\\f0\\fswiss\\fcharset0 Helvetica;}\n"
    b"{\\colortbl;\\red255\\green255\\blue255;}\n"
    b"{\\*\\expandedcolortbl;;}\n"
    b"\\pard\\tx720\\tx1440\\pardirnatural\\partightenfactor0\n\n"
    b"\\f0\\fs24 \\cf0 Before the picture\\\n"
)
picture = b"{\\*\\shppict{\\pict\\pngblip\\picw16\\pich16\\bin" + str(len(data)).encode() + b" " + data + b"}}"
trailer = b"\\\n\\fs34 After the picture, at 17 pt.}"
with open("binary-pict.rtf", "wb") as f:
    f.write(header + picture + trailer)
