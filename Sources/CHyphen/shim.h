// libhyphen (the LibreOffice hyphenation library: TeX-style pattern dictionaries), for TextLayout
// only (Sources/TextLayout/C/Hyphen.swift). Debian's libhyphen-dev ships no pkg-config file.
#include <hyphen.h>
