// The Khmer fuzzer's main, as Fuzz/Driver/FuzzDriver.swift is the Swift targets': with -DFUZZING
// (scripts/fuzz.sh), libFuzzer's driver calls LLVMFuzzerTestOneInput on each input it makes;
// built plainly, each file named on the command line is replayed once.
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#ifdef FUZZING
extern "C" int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *, size_t));
int main(int argc, char **argv) { return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput); }
#else
int main(int argc, char **argv) {
    for (int i = 1; i < argc; i++) {
        FILE *f = fopen(argv[i], "rb");
        if (!f) { fprintf(stderr, "khmer-fuzz: cannot read %s\n", argv[i]); return 66; }
        std::vector<uint8_t> bytes;
        int c;
        while ((c = fgetc(f)) != EOF) bytes.push_back((uint8_t)c);
        fclose(f);
        LLVMFuzzerTestOneInput(bytes.data(), bytes.size());
    }
    return 0;
}
#endif
