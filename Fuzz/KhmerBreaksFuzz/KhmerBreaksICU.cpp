// The Khmer engine a second time, with ICU's own thresholds (3, 3) instead of Chromium's, under
// another name: the fuzzer checks that this build gives exactly ICU's boundaries.
#define TY_KHMER_ICU_THRESHOLDS 1
#define ty_khmer_adjust_boundaries ty_khmer_adjust_boundaries_icu
#include "../../Sources/CICUBridge/KhmerBreaks.cpp"
