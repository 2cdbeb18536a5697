"""One home per game: each game's facts are its file ``resources/games/<id>.toml``, and every
layer derives what it shows from it (docs/architecture.md, "One home per game")."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from card_db import GAMES
from desktop_app.bridge.catalog import all_games
from desktop_app.bridge.deck_fields import browser_columns, filter_options, section_label, stat_key
from desktop_app.cardcommands import COMPILERS, VERSIONS
from desktop_app.games import REGISTRY, get_ruleset

ROOT = Path(__file__).resolve().parents[1]

NEW_GAME = """
title = "Lantern Duel"
order = 9
types = ["hero", "spell"]
colours = ["amber", "jade"]

[sections]
main = "Main deck"
reserve = "Reserve pile"

[type_sections]
spell = "reserve"

[fields]
might = { kind = "int", title = "Might", sort = "power" }
school = { kind = "words", title = "Schools" }

[browser]
columns = ["code", "name", "type", "colours", "might", "school"]
stat = { field = "might", title = "Mt" }
trait_label = "School"
"""

PROBE = """
import json
from card_db import GAMES, record_from_dict
from desktop_app.bridge.catalog import all_games
from desktop_app.bridge.deck_fields import browser_columns, filter_options, section_label, stat_key
from desktop_app.bridge.deck_rules import deck_rules
record = {"game": "lantern-duel", "code": "LD-001", "name": "Ember Page", "type": "spell",
          "colours": ["amber"], "fields": {"might": 3, "school": ["ash"]}}
print(json.dumps({
    "games": list(GAMES),
    "listed": all_games(),
    "columns": [c.title for c in browser_columns("lantern-duel")],
    "filters": [filter_options("lantern-duel").power_label, filter_options("lantern-duel").trait_label],
    "stat": stat_key("lantern-duel"),
    "section": section_label("reserve"),
    "sections": deck_rules("lantern-duel").sections,
    "record": record_from_dict(record, file="probe").type,
}))
"""


def test_every_layer_reads_the_same_file() -> None:
    for game_id, spec in GAMES.items():
        if spec.rules:
            ruleset = get_ruleset(game_id)
            assert (ruleset.title, tuple(ruleset.deck_sections)) == (spec.title, spec.sections)
    assert list(REGISTRY) == [g for g, spec in GAMES.items() if spec.rules]
    assert list(COMPILERS) == [g for g, spec in GAMES.items() if spec.compiler]
    assert set(VERSIONS) == set(COMPILERS)
    assert [row[0] for row in all_games()] == list(GAMES)
    assert [c.title for c in browser_columns("force-of-will")][4:7] == ["Cost", "Total cost", "ATK"]
    assert filter_options("one-piece").counters == (0, 1000, 2000)
    assert stat_key("luck-and-logic") == ("level", "Lv")
    assert section_label("don") == "DON!! deck"


def test_a_new_game_is_its_file(tmp_path: Path) -> None:
    resources = tmp_path / "resources"
    shutil.copytree(ROOT / "resources" / "games", resources / "games")
    (resources / "games" / "lantern-duel.toml").write_text(NEW_GAME, encoding="utf-8")
    env = {**os.environ, "TABLETOP_RESOURCES": str(resources), "PYTHONPATH": str(ROOT)}
    out = subprocess.run(
        [sys.executable, "-c", PROBE], env=env, capture_output=True, text=True, timeout=120, check=False
    )
    assert out.returncode == 0, out.stderr
    seen = json.loads(out.stdout)
    assert seen["games"][-1] == "lantern-duel"  # order 9: after the shipped games
    assert ["lantern-duel", "Lantern Duel", False] in seen["listed"]  # listed, no rules in this build
    assert seen["columns"] == ["Code", "Name", "Type", "Colour", "Might", "Schools"]
    assert seen["filters"] == ["Might", "School"]
    assert seen["stat"] == ["might", "Mt"]
    assert seen["section"] == "Reserve pile"
    assert seen["sections"] == ["main", "reserve"]
    assert seen["record"] == "spell"
