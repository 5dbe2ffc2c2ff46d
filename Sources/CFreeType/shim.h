// FreeType for TextLayout only (see Sources/TextLayout/C/FreeType.swift).
#include <ft2build.h>
#include FT_FREETYPE_H
#include FT_MULTIPLE_MASTERS_H
