// ICU's common library, linked through pkg-config (icu-uc). Nothing is declared here: ICU's
// headers would clash with the copy of ICU inside swift-corelibs-foundation, so Swift calls ICU
// only through the C functions of Sources/CICUBridge, which include ICU's headers in C alone.
