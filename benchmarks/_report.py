"""What every benchmark script shares: the machine it ran on, and writing its section of
docs/benchmarks.md (replacing the section of the same heading, keeping the others)."""

from __future__ import annotations

import os
import platform
import re
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parents[1] / "docs" / "benchmarks.md"


def machine() -> list[str]:
    """nproc, the CPU model and the Python version, for the record."""
    cpu = platform.processor() or "unknown"
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return [f"nproc {os.cpu_count()}", f"CPU {cpu}", f"Python {platform.python_version()} ({sys.platform})"]


def write_section(heading: str, command: str, intro: list[str], items: list[str]) -> None:
    """Replace (or add) the section ``heading`` of docs/benchmarks.md: the command, the machine,
    an introduction and one bullet per item."""
    body = [heading, "", f"Command: `{command}`", "", "Machine: " + ", ".join(machine()), ""]
    body += [*intro, ""] if intro else []
    body += [f"- {line}" for line in items]
    section = "\n".join(body) + "\n"
    text = DOCS.read_text(encoding="utf-8") if DOCS.exists() else "# Benchmarks\n"
    pattern = re.compile(rf"^{re.escape(heading)}\n.*?(?=^## |\Z)", re.MULTILINE | re.DOTALL)
    if pattern.search(text):
        text = pattern.sub(lambda _: section + "\n", text, count=1).rstrip() + "\n"
    else:
        text = text.rstrip() + "\n\n" + section
    DOCS.write_text(text, encoding="utf-8")


def report(heading: str, module: str, intro: list[str], items: list[str], *, write: bool = True) -> None:
    """Print ``items`` and, if ``write``, record them as the section ``heading`` with the command
    that ran ``module`` (its arguments as given)."""
    print("\n".join(items))
    if write:
        write_section(heading, " ".join(["python -m", module, *sys.argv[1:]]), intro, items)


def load_note(started: float) -> str:
    """The load average when a run started (``started``, from ``os.getloadavg``) and now."""
    return (
        f"Load average (1 min) when the run started: {started:.2f}, when it ended: "
        f"{os.getloadavg()[0]:.2f} (other work shares the two cores)"
    )
