# Builds and installs the `typography` command-line tool with its man page and shell completions.
#   make                      release build (the flags of scripts/release-flags.sh)
#   make install PREFIX=DIR   installs into DIR (default /usr/local); DESTDIR is honoured
#   make uninstall PREFIX=DIR
PREFIX ?= /usr/local
BINDIR = $(DESTDIR)$(PREFIX)/bin
MANDIR = $(DESTDIR)$(PREFIX)/share/man/man1
BASHDIR = $(DESTDIR)$(PREFIX)/share/bash-completion/completions
ZSHDIR = $(DESTDIR)$(PREFIX)/share/zsh/site-functions
FISHDIR = $(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d

.PHONY: all build install uninstall
all: build

build:
	bash -c 'source scripts/release-flags.sh && swift build "$${RELEASE_FLAGS[@]}" --product typography'

install: build
	bash -c 'source scripts/release-flags.sh && bin=$$(swift build "$${RELEASE_FLAGS[@]}" --show-bin-path) && \
	  install -d "$(BINDIR)" "$(MANDIR)" "$(BASHDIR)" "$(ZSHDIR)" "$(FISHDIR)" && \
	  install -m 755 "$$bin/typography" "$(BINDIR)/typography" && \
	  install -m 644 docs/man/typography.1 "$(MANDIR)/typography.1" && \
	  "$$bin/typography" completions bash > "$(BASHDIR)/typography" && \
	  "$$bin/typography" completions zsh > "$(ZSHDIR)/_typography" && \
	  "$$bin/typography" completions fish > "$(FISHDIR)/typography.fish"'
	@echo "installed $(BINDIR)/typography"

uninstall:
	rm -f "$(BINDIR)/typography" "$(MANDIR)/typography.1" "$(BASHDIR)/typography" \
	  "$(ZSHDIR)/_typography" "$(FISHDIR)/typography.fish"
