// libFuzzer target for the RTF reader and writer (TextScaling's sources, linked here through the
// TextScaling folder link): any bytes → RTFDocument's invariants (read, scale, write, read again).
// Built by scripts/fuzz.sh (Fuzz/Driver/FuzzDriver.swift says how).
fuzz("rtf") { bytes in
    RTFDocument._checkInvariants(Array(bytes))
}
