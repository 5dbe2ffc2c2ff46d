// Cairo with its FreeType font backend and the PNG, SVG and PDF surfaces, for TextLayout only
// (see Sources/TextLayout/C/Cairo.swift).
#include <cairo.h>
#include <cairo-ft.h>
#include <cairo-svg.h>
#include <cairo-pdf.h>
