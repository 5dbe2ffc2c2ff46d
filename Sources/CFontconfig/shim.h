// libfontconfig for FontCatalog only (see Sources/FontCatalog/Fontconfig/Fontconfig.swift, the one
// file that calls it).
#include <fontconfig/fontconfig.h>
