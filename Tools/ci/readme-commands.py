#!/usr/bin/env python3
"""Runs every command in README.md's fenced shell blocks, as a reader would.

Each ```sh, ```bash or ```shell block runs, in README order, as one
`bash -euo pipefail` script in one fresh temporary directory (so a block may
use the files an earlier one wrote) holding a copy of the repository's
Snapshots/ (so `Snapshots/samples/...` paths work as they do from the root).
`tagcloud` on PATH is the binary given with --tagcloud, and `swift` runs
against this repository (`--package-path` is added), so the quick start's
`swift run -c release tagcloud ...` runs for real. Standard input is empty,
and HOME is a fresh temporary directory, so the Install section's commands
install into it rather than into the real home.

Only commands marked as needing something the test does not have are
skipped, with the reason printed:
  - a command whose last line ends in `# needs: WHAT` (a command continues
    over lines ending in a backslash, `|`, `&&` or `||`);
  - a whole block that has a line `# needs: WHAT` of its own (a Slurm batch
    script, say).

Usage: Tools/ci/readme-commands.py --tagcloud .build/release/tagcloud [README.md]
Exit status 0 when every command ran and succeeded, 1 otherwise.
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time

SHELL_LANGUAGES = {"sh", "bash", "shell"}
MARK = re.compile(r"(^|\s)# needs: (?P<what>.+)$")
CONTINUED = re.compile(r"(\\|\||&&|\|\|)\s*$")


def blocks(text):
    """(first line number, language, lines) of each fenced block."""
    found = []
    lines = text.split("\n")
    index = 0
    while index < len(lines):
        opening = re.match(r"^(\s*)(```+)\s*([\w+-]*)", lines[index])
        if not opening:
            index += 1
            continue
        indent, fence, language = opening.group(1), opening.group(2), opening.group(3).lower()
        body = []
        start = index + 2
        index += 1
        while index < len(lines) and not lines[index].strip().startswith(fence):
            line = lines[index]
            body.append(line[len(indent):] if line.startswith(indent) else line.lstrip())
            index += 1
        index += 1
        found.append((start, language, body))
    return found


def commands(body):
    """Groups a block's lines into commands: a command continues over lines
    ending in a backslash, a pipe or `&&`/`||`."""
    grouped, current = [], []
    for line in body:
        current.append(line)
        if not CONTINUED.search(line):
            grouped.append(current)
            current = []
    if current:
        grouped.append(current)
    return grouped


def script_for(body):
    """The block's script without its marked commands, and the skipped
    commands with their reasons; None for the script if the whole block is
    marked."""
    for line in body:
        whole = re.match(r"^\s*# needs: (.+)$", line)
        if whole:
            return None, [("\n".join(body), whole.group(1))]
    kept, skipped = [], []
    for command in commands(body):
        mark = MARK.search(command[-1])
        if mark and not command[-1].lstrip().startswith("#"):
            skipped.append(("\n".join(command), mark.group("what")))
        else:
            kept.extend(command)
    return "\n".join(kept), skipped


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--tagcloud", required=True, help="the tagcloud binary to put on PATH")
    parser.add_argument("--timeout", type=float, default=900, help="seconds per block")
    parser.add_argument("readme", nargs="?", default="README.md")
    options = parser.parse_args()

    readme = os.path.abspath(options.readme)
    repository = os.path.dirname(readme)
    binary = os.path.abspath(options.tagcloud)
    if not os.access(binary, os.X_OK):
        sys.exit(f"readme-commands: {binary} is not an executable")
    with open(readme, encoding="utf-8") as handle:
        text = handle.read()

    began = time.monotonic()
    work = tempfile.mkdtemp(prefix="readme-commands-")
    tools = tempfile.mkdtemp(prefix="readme-commands-bin-")
    home = tempfile.mkdtemp(prefix="readme-commands-home-")
    try:
        shutil.copytree(os.path.join(repository, "Snapshots"), os.path.join(work, "Snapshots"), symlinks=True)
        os.symlink(binary, os.path.join(tools, "tagcloud"))
        real_swift = shutil.which("swift")
        if real_swift:
            wrapper = os.path.join(tools, "swift")
            with open(wrapper, "w", encoding="utf-8") as handle:
                handle.write('#!/bin/sh\n# `swift SUBCOMMAND ...` against the repository, from anywhere.\n'
                             f'sub="$1"; shift; exec "{real_swift}" "$sub" --package-path "{repository}" "$@"\n')
            os.chmod(wrapper, 0o755)
        environment = dict(os.environ)
        environment["PATH"] = tools + os.pathsep + environment.get("PATH", "")
        environment["HOME"] = home

        ran = failed = 0
        skipped_all = []
        for start, language, body in blocks(text):
            if language not in SHELL_LANGUAGES:
                continue
            script, skipped = script_for(body)
            skipped_all += [(start, command, why) for command, why in skipped]
            if not script or not script.strip() or all(
                    not line.strip() or line.lstrip().startswith("#") for line in script.split("\n")):
                continue
            ran += 1
            print(f"== README.md:{start}", flush=True)
            print("\n".join("   " + line for line in script.split("\n")), flush=True)
            try:
                result = subprocess.run(["bash", "-euo", "pipefail", "-c", script], cwd=work, env=environment,
                                        stdin=subprocess.DEVNULL, capture_output=True, timeout=options.timeout)
                status, output = result.returncode, (result.stdout + result.stderr).decode("utf-8", "replace")
            except subprocess.TimeoutExpired:
                status, output = "timeout", f"(over {options.timeout:.0f} s)"
            if status != 0:
                failed += 1
                print(f"   FAILED (exit {status}):", flush=True)
                print("\n".join("   | " + line for line in output.rstrip().split("\n")[-40:]), flush=True)
        for start, command, why in skipped_all:
            print(f"-- skipped (README.md, block at line {start}; needs: {why}):")
            print("\n".join("   " + line for line in command.split("\n")))
        print(f"readme-commands: {ran} blocks run, {failed} failed, {len(skipped_all)} commands skipped as marked"
              f" ({time.monotonic() - began:.0f} s)")
        return 1 if failed else 0
    finally:
        shutil.rmtree(work, ignore_errors=True)
        shutil.rmtree(tools, ignore_errors=True)
        shutil.rmtree(home, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
