#!/usr/bin/env python3
"""Writes swipedeck(1) in troff from the command's own definition: the JSON that swift-argument-parser
prints for `swipedeck --experimental-dump-help` (read from standard input), so the man page lists
exactly the flags, arguments, defaults and texts of `--help`.

    swipedeck --experimental-dump-help | python3 dist/make-manpage.py VERSION > swipedeck.1

(The argument parser's own generate-manual plugin does the same, but needs a plugin build; this
script needs only Python.)"""
import json
import sys

DATE = "2026-11"  # the month of the format below; the version comes from the binary's --version


def text(s):
    """`s` as troff text: backslashes escaped, a leading . or ' made literal, hyphens kept as hyphens."""
    out = []
    for line in (s or "").replace("\\", "\\e").split("\n"):
        line = line.replace("-", "\\-")
        out.append("\\&" + line if line.startswith((".", "'")) else line)
    return "\n".join(out)


def names(arg):
    parts = []
    for n in arg.get("names", []):
        parts.append(("\\-" if n["kind"] == "short" else "\\-\\-") + n["name"].replace("-", "\\-"))
    return ", ".join("\\fB" + p + "\\fR" for p in parts)


def item(arg):
    """One .TP entry for an argument, option or flag."""
    value = arg.get("valueName", "")
    if arg["kind"] == "positional":
        head = "\\fI" + value.replace("-", "\\-") + "\\fR" + ("..." if arg.get("isRepeating") else "")
    elif arg["kind"] == "option":
        head = names(arg) + " \\fI" + value.replace("-", "\\-") + "\\fR"
    else:
        head = names(arg)
    body = text(arg.get("abstract", ""))
    if arg.get("discussion"):
        body += "\n" + text(arg["discussion"])
    return ".TP\n" + head + "\n" + body + "\n"


def section(command, title):
    out = []
    args = [a for a in command.get("arguments", []) if a.get("shouldDisplay", True)]
    if not args:
        return ""
    out.append(".SS " + title + "\n")
    for arg in args:
        out.append(item(arg))
    return "".join(out)


def manpage(dump, version):
    root = dump["command"]
    name = root["commandName"]
    out = [f'.TH {name.upper()} 1 "{DATE}" "{name} {version}" "User Commands"\n',
           ".SH NAME\n", f"{name} \\- {text(root.get('abstract', ''))}\n",
           ".SH SYNOPSIS\n"]
    for sub in root.get("subcommands", []):
        if sub.get("shouldDisplay", True) and sub["commandName"] != "help":
            usage = f"\\fB{name} {sub['commandName']}\\fR"
            if sub["commandName"] == root.get("defaultSubcommand"):
                usage = f"\\fB{name}\\fR [\\fB{sub['commandName']}\\fR]"
            out.append(".PP\n" + usage + " [\\fIoptions\\fR]\n")
    out.append(".SH DESCRIPTION\n" + text(root.get("abstract", "")) + "\n.PP\n" + text(root.get("discussion", "")) + "\n")
    out.append(".SH OPTIONS\n")
    out.append(section(root, name))
    for sub in root.get("subcommands", []):
        if not sub.get("shouldDisplay", True) or sub["commandName"] == "help":
            continue
        out.append(f".SH COMMAND: {sub['commandName'].upper()}\n" + text(sub.get("abstract", "")) + "\n")
        if sub.get("discussion"):
            out.append(".PP\n" + text(sub["discussion"]) + "\n")
        out.append(section(sub, f"{name} {sub['commandName']}"))
    out.append(".SH EXIT STATUS\n0 on success (and on SIGTERM, SIGINT, Esc or Q); 2 for a bad option, deck, log or "
               "recording; 1 when no display can be opened.\n")
    out.append(".SH FILES\n.TP\n\\fI/etc/swipedeck/kiosk.conf\\fR\nExample kiosk configuration (\\fB\\-\\-config\\fR).\n"
               ".TP\n\\fI~/.local/state/swipedeck/decisions.jsonl\\fR\nThe kiosk's decision log without \\fB\\-\\-log\\fR.\n"
               ".TP\n\\fI/etc/logrotate.d/swipedeck\\fR\nRotation of the decision logs (rename, then SIGHUP).\n")
    out.append(".SH SEE ALSO\n\\fBcage\\fR(1), \\fBlogrotate\\fR(8), \\fBjournalctl\\fR(1)\n")
    return "".join(out)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: swipedeck --experimental-dump-help | make-manpage.py VERSION > swipedeck.1")
    sys.stdout.write(manpage(json.load(sys.stdin), sys.argv[1]))
