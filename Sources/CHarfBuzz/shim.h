// HarfBuzz for TextLayout only (see Sources/TextLayout/C/HarfBuzz.swift, the one file that calls it).
#include <hb.h>
#include <hb-ot.h>
