#!/usr/bin/env python3
"""A command-line fuzzer for the built `typography` tool.

Random command lines, from the tool's own command tree (`--experimental-dump-help`) with random
values, and random files (random bytes, truncated and corrupted fonts and RTF, a FIFO, a
directory, a symbolic-link loop, names with control characters), run as a user runs them, each
under a time limit and a memory limit (prlimit --as), in a temporary HOME and XDG directories.

Every run must end with a sysexits code (0, 1 for lint's findings, 64-78, 130), never by a signal
or the time limit; a failing run must say why on standard error, one line per refused input,
every line of it starting with "typography: " (with --json, a command that reports each input's
outcome may say it in its JSON instead). No control character, C1 control or bidi override may
reach the terminal, on standard error or in human-readable standard output. Outputs are given as
absolute paths and as names relative to the working folder, one-character names among them. Failures are saved to fuzz-out/cli/ as a shell script that replays
them; the script exits 1 when there was one.

    scripts/fuzz-cli.py SECONDS [--seed N]
"""
import json, os, random, re, shlex, shutil, signal, stat, subprocess, sys, tempfile, time

SYSEXITS = {0, 1, 64, 65, 66, 69, 70, 73, 74, 75, 76, 77, 78, 130}
# Commands that wait for events by design: always given a bound.
BOUNDED = {("fonts", "watch"): ["--timeout", "1"], ("fonts", "request"): [], ("environment",): ["--timeout", "1"]}
SKIPPED = {("fonts", "pick")}  # interactive: it needs a terminal (tested through tmux)
TIME_LIMIT = 20
# What Out.escaped escapes: C0 but LF and TAB, DEL, C1, and the bidi controls.
RAW = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]")
# Status lines on standard error that are not errors (fonts watch, fonts scan's progress).
STATUS = ("watching ", "scanning fonts: ")
# Commands whose standard output is a document or a script, not text for a person.
DOCUMENTS = {("rtf", "convert"), ("export",), ("completions",), ("render",), ("specimen",), ("plot",), ("rtf", "render")}
MEMORY_LIMIT = 4 << 30


def commands(tree, path=()):
    """(path, arguments) of every leaf command of the dump."""
    subs = tree.get("subcommands") or []
    if not subs:
        yield path, tree.get("arguments") or []
    for s in subs:
        if s.get("commandName") == "help":
            continue
        yield from commands(s, path + (s["commandName"],))


def make_files(root, rng, fonts):
    files = []
    def add(name, data):
        p = os.path.join(root, name)
        with open(p, "wb") as f:
            f.write(data)
        files.append(p)
    add("random.bin", bytes(rng.getrandbits(8) for _ in range(rng.randint(0, 4096))))
    add("empty.ttf", b"")
    for i, font in enumerate(fonts[:4]):
        data = open(font, "rb").read()
        add(f"truncated{i}.ttf", data[: rng.randint(0, len(data))])
        corrupt = bytearray(data[:65536])
        for _ in range(20):
            corrupt[rng.randrange(len(corrupt))] = rng.getrandbits(8)
        add(f"corrupt{i}.ttf", bytes(corrupt))
        files.append(font)
    add("doc.rtf", b"{\\rtf1\\ansi\\cocoatextscaling1 \\fs34 Hello \\u8212\\'3f}")
    add("cut.rtf", b"{\\rtf1\\ansi \\bin99 abc")
    add("usages.json", b'[{"platform": "ios", "style": "body"}]')
    add("bad.json", b'[{"platform": 3,')
    add("runs.json", b'[{"text": "Hi", "style": "title"}, {"text": "x", "font": "Inter", "pointSize": 9}]')
    add("name\x1b[31m\x07.ttf", b"\x00\x01\x00\x00")
    fifo = os.path.join(root, "fifo.ttf")
    os.mkfifo(fifo)
    files.append(fifo)
    os.symlink("loop-b", os.path.join(root, "loop-a"))
    os.symlink("loop-a", os.path.join(root, "loop-b"))
    files += [os.path.join(root, "loop-a"), root, os.path.join(root, "missing.ttf"), "/dev/zero"]
    return files


def value(rng, files, outputs):
    choices = [
        lambda: rng.choice(["ios", "macos", "mac", "watchos", "tvos", "visionos", "ipad", "bogus", ""]),
        lambda: rng.choice(["body", "title", "largeTitle", "caption2", "headline", "Title 1", "titel", "x"]),
        lambda: rng.choice(["large", "AX3", "xxxLarge", "xSmall", "huge", "small...AX2", "large...", "..<", "..."]),
        lambda: str(rng.choice([0, 1, -1, 17, 1e300, -1e-300, 2 ** 63, 1000000, 3.5])),
        lambda: rng.choice(["nan", "inf", "-inf", "15pt", "17px", "1.2em", "12furlongs", "1e309", "--", "-"]),
        lambda: rng.choice(["Inter", "Helvetica-Bold", ".SFUI-Regular", "Noto Sans:weight=900", "system-ui", "ui-rounded",
                            "Inter:lang=ja", "", " ", "\x1b[2J", "a" * 300]),
        lambda: rng.choice(files),
        lambda: rng.choice(outputs),
        lambda: "".join(chr(rng.randint(1, 0x2FFF)) for _ in range(rng.randint(0, 12))),
        lambda: rng.choice(["tnum,smcp", "toolong", "0.5", "none", "tail", "middle", "#C0392B", "red", "zsh", "fish"]),
    ]
    return rng.choice(choices)()


def command_line(rng, leaves, files, outputs):
    path, arguments = rng.choice(leaves)
    args = list(path)
    for a in arguments:
        names = [n for n in a.get("names") or [] if n.get("kind") in ("long", "short")]
        if a.get("kind") == "positional":
            if rng.random() < 0.85:
                args.append(value(rng, files, outputs))
            continue
        if not names or rng.random() < 0.6 or a.get("valueName") == "help":
            continue
        n = rng.choice(names)
        flag = ("--" if n["kind"] == "long" else "-") + n["name"]
        if n["name"] in ("help", "version", "experimental-dump-help"):
            continue
        args.append(flag)
        if a.get("kind") == "option":
            args.append(value(rng, files, outputs))
    if rng.random() < 0.1:
        args.insert(rng.randrange(len(args) + 1), value(rng, files, outputs))
    args += BOUNDED.get(path, [])
    # Waiting commands get a short wait unless the value is one that must be refused.
    for i, a in enumerate(args[:-1]):
        if a in ("--wait", "--timeout") and path in BOUNDED:
            try:
                v = float(args[i + 1])
                if 2 < v <= 365 * 24 * 3600:
                    args[i + 1] = "1"
            except ValueError:
                pass
    return path, args


def json_mode(args):
    return "-j" in args or "--json" in args


def main():
    if len(sys.argv) < 2 or not sys.argv[1].isdigit():
        print("usage: scripts/fuzz-cli.py SECONDS [--seed N]", file=sys.stderr)
        return 64
    seconds = int(sys.argv[1])
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else random.randrange(1 << 30)
    rng = random.Random(seed)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    tool = os.path.join(root, ".build", "debug", "typography")
    if not os.access(tool, os.X_OK):
        print(f"fuzz-cli: {tool} not built (swift build)", file=sys.stderr)
        return 66
    work = tempfile.mkdtemp(prefix="fuzz-cli-")
    env = dict(os.environ)
    for key, sub in [("HOME", "home"), ("XDG_CACHE_HOME", "cache"), ("XDG_CONFIG_HOME", "config"),
                     ("XDG_DATA_HOME", "data"), ("XDG_STATE_HOME", "state"), ("XDG_RUNTIME_DIR", "runtime")]:
        os.makedirs(os.path.join(work, sub), mode=0o700)
        env[key] = os.path.join(work, sub)
    env.pop("TYPOGRAPHY_PLATFORM", None)
    env["SWIFT_BACKTRACE"] = "enable=no"
    inputs = os.path.join(work, "inputs")
    os.makedirs(inputs)
    fonts = [p for p in ["/usr/share/fonts/truetype/noto/NotoSans-Regular.ttf", "/usr/share/fonts/opentype/inter/Inter-Regular.otf",
                         "/usr/share/fonts/truetype/noto/NotoSerif-Regular.ttf"] if os.path.exists(p)]
    files = make_files(inputs, rng, fonts)
    outputs = [os.path.join(work, "out", n) for n in ["a.png", "b.svg", "c.pdf", "d.rtf", "e.gif", "f"]] + [
        os.path.join(inputs, "loop-a"), os.path.join(inputs, "fifo.ttf"), "/nonexistent/dir/x.png", work,
        # Relative to the working folder (work/out): one-character names, a trailing slash.
        "z", "é", "q/", "./r.png", "s.svg", "sub/t.pdf"]
    os.makedirs(os.path.join(work, "out"))
    tree = json.loads(subprocess.run([tool, "--experimental-dump-help"], capture_output=True, env=env).stdout)["command"]
    leaves = [(p, a) for p, a in commands(tree) if p not in SKIPPED]
    subprocess.run([tool, "fonts", "scan", "--quiet"], env=env, capture_output=True)

    prlimit = shutil.which("prlimit")
    out_dir = os.path.join(root, "fuzz-out", "cli")
    deadline = time.time() + seconds
    runs = failures = 0
    while time.time() < deadline:
        path, args = command_line(rng, leaves, files, outputs)
        argv = ([prlimit, f"--as={MEMORY_LIMIT}", "--"] if prlimit else []) + [tool] + args
        start = time.time()
        try:
            p = subprocess.run(argv, env=env, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, timeout=TIME_LIMIT, cwd=os.path.join(work, "out"))
            code, err, why = p.returncode, p.stderr.decode("utf-8", "replace"), None
            out = p.stdout.decode("utf-8", "replace")
        except subprocess.TimeoutExpired as e:
            code, err, why = None, (e.stderr or b"").decode("utf-8", "replace"), f"still running after {TIME_LIMIT}s"
        runs += 1
        lines = [l for l in err.splitlines() if l.strip()]
        if why is None:
            if code < 0:
                why = f"killed by signal {signal.Signals(-code).name}"
            elif code not in SYSEXITS:
                why = f"exit {code}, not a sysexits code"
            elif RAW.search(err):
                why = "a control character reached the terminal (standard error)"
            elif not json_mode(args) and path[:2] not in DOCUMENTS and path[:1] not in DOCUMENTS and RAW.search(out):
                why = "a control character reached the terminal (standard output)"
            elif code not in (0, 1):
                errors = [l for l in lines if l.startswith("typography: ")]
                explained = bool(errors) or (json_mode(args) and '"error"' in out)
                if not explained:
                    why = f"exit {code} and no line says why"
                elif len(errors) != len([l for l in lines if not l.startswith(STATUS)]):
                    why = f"exit {code} and an error of more than one line"
        if why:
            failures += 1
            os.makedirs(out_dir, exist_ok=True)
            name = os.path.join(out_dir, f"failure-{seed}-{runs}.sh")
            with open(name, "w") as f:
                f.write(f"# {why} ({time.time() - start:.1f}s)\n# stderr: {err[:2000]!r}\n")
                f.write(" ".join(shlex.quote(a) for a in [tool] + args) + "\n")
            print(f"fuzz-cli: {why}: {' '.join(shlex.quote(a) for a in args)[:300]}", file=sys.stderr)
    shutil.rmtree(work, ignore_errors=True)
    print(f"fuzz-cli: {runs} command lines in {seconds}s (seed {seed}), {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
