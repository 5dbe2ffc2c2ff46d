// zlib's deflate and CRC-32, for TextLayout's PNG encoder only (see Sources/TextLayout/C/Zlib.swift).
#include <zlib.h>
