// GNU FriBidi (Unicode Bidirectional Algorithm), for TextLayout only (Sources/TextLayout/C/FriBidi.swift).
#include <fribidi.h>

// The paragraph directions as constants Swift can import (FriBidi defines them as macros built
// from bit masks, which Swift does not import).
static const FriBidiParType tl_fribidi_par_ltr = FRIBIDI_PAR_LTR;
static const FriBidiParType tl_fribidi_par_rtl = FRIBIDI_PAR_RTL;
static const FriBidiParType tl_fribidi_par_on = FRIBIDI_PAR_ON;
