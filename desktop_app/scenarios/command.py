"""``python -m desktop_app scenario PATH...``: run scenario files and folders.

Prints a pass or fail line per scenario, the difference for each failure, and a summary;
exits 0 only when every scenario passes.
"""

from __future__ import annotations

import argparse

from desktop_app.scenarios.runner import ScenarioError, find_scenarios, run_file


def register(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    parser = sub.add_parser("scenario", help="run scenario files or folders of them")
    parser.add_argument("paths", nargs="+", metavar="PATH", help="a .toml scenario file or a folder of them")
    parser.add_argument("-q", "--quiet", action="store_true", help="print only failures and the summary")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        paths = find_scenarios(args.paths)
    except ScenarioError as error:
        print(error)
        return 2
    if not paths:
        print("no scenario files (*.toml) found")
        return 2
    failed = 0
    for path in paths:
        result = run_file(path)
        if result.passed:
            if not args.quiet:
                print(f"PASS  {path}  {result.title}")
            continue
        failed += 1
        print(f"FAIL  {path}  {result.title}")
        for line in result.message.splitlines():
            print(f"      {line}")
    print(f"{len(paths) - failed} passed, {failed} failed, {len(paths)} scenarios")
    return 1 if failed else 0
