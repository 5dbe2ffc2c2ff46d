// libunibreak (UAX #14 line breaking), for TextLayout only (Sources/TextLayout/C/Unibreak.swift).
#include <linebreak.h>
