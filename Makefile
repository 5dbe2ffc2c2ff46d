# Builds and installs the `typography` command-line tool and the source lint's `typography-lint`
# (which `typography lint` runs), with their man pages and shell completions.
#   make                      release build (the flags of scripts/release-flags.sh)
#   make install PREFIX=DIR   installs into DIR (default /usr/local); DESTDIR is honoured
#   make uninstall PREFIX=DIR
#   make fuzz [FUZZ_SECONDS=N]  random fuzzing of every libFuzzer target (not part of the tests;
#                             CONTRIBUTING.md)
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: all build install uninstall fuzz
FUZZ_SECONDS ?= 300
all: build

build:
	bash -c 'source scripts/release-flags.sh && swift build "$${RELEASE_FLAGS[@]}" --product typography && \
	  swift build "$${RELEASE_FLAGS[@]}" --product typography-lint'

install: build
	bash -c 'source scripts/release-flags.sh && bin=$$(swift build "$${RELEASE_FLAGS[@]}" --show-bin-path) && \
	  install -d "$(BINDIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)" && \
	  install -m 755 "$$bin/typography" "$(BINDIR)/typography" && \
	  install -m 755 "$$bin/typography-lint" "$(BINDIR)/typography-lint" && \
	  install -m 644 docs/man/typography.1 "$(MANDIR)/typography.1" && \
	  install -m 644 docs/man/typography-lint.1 "$(MANDIR)/typography-lint.1" && \
	  "$$bin/typography-lint" --generate-completion-script bash > "$(BASHDIR)/typography-lint" && \
	  "$$bin/typography-lint" --generate-completion-script zsh > "$(ZSHDIR)/_typography-lint" && \
	  "$$bin/typography-lint" --generate-completion-script fish > "$(FISHDIR)/typography-lint.fish" && \
	  "$$bin/typography" completions bash > "$(BASHDIR)/typography" && \
	  "$$bin/typography" completions zsh > "$(ZSHDIR)/_typography" && \
	  "$$bin/typography" completions fish > "$(FISHDIR)/typography.fish"'
	@echo "installed $(BINDIR)/typography and $(BINDIR)/typography-lint"

uninstall:
	rm -f "$(BINDIR)/typography" "$(MANDIR)/typography.1" "$(BASHDIR)/typography" \
	  "$(ZSHDIR)/_typography" "$(FISHDIR)/typography.fish" \
	  "$(BINDIR)/typography-lint" "$(MANDIR)/typography-lint.1" "$(BASHDIR)/typography-lint" \
	  "$(ZSHDIR)/_typography-lint" "$(FISHDIR)/typography-lint.fish"

fuzz:
	./scripts/fuzz.sh $(FUZZ_SECONDS)
