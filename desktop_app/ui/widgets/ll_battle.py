"""The Luck & Logic battle line: the battle in progress in one line across the table's middle.

During an Intercept, a Logic Definition exchange and the Victory Determination (L&L 8.3–8.5)
the line says, for each player, whether they attack or defend, the cards in their Battle
Zone, how many more they may define (8.4.5) and who passed last (8.4.7: a second pass in a
row ends the exchange), and the Paradox Rule in effect (8.5.3.4.2). It is read from the
observation only (what both seats see), so it tells nothing of a hand.
"""

from __future__ import annotations

import re

from desktop_app.bridge import Observation, player_name

GAME = "luck-and-logic"
#: the battle steps the line is shown in
STEPS = ("intercept", "logic", "victory")
#: "Paradox Rule AURA BATTLE! While face up …": the rule's name as printed
_PARADOX_RULE = re.compile(r"Paradox Rule ([A-Z][A-Z ]*!+)")


def battle_line(observation: Observation | None) -> str:
    """The line for ``observation`` (empty outside an L&L battle)."""
    if observation is None or observation.game != GAME or observation.step not in STEPS:
        return ""
    values = observation.values
    parts = []
    for player in (0, 1):
        who = player_name(player)
        role = "attacks" if player == observation.turn_player else "defends"
        zone = observation.zones.get(f"p{player + 1}.battle")
        names = [card.name or "a face-down card" for card in zone.cards] if zone is not None else []
        logic = ", ".join(names) if names else "no Logic yet"
        text = f"{who} {role}: {logic}"
        left = values.get(f"p{player + 1}.definitions_left", 0)
        if observation.step == "logic":
            text += f" ({left} more)" if left else " (at the Limit)"
            if values.get(f"p{player + 1}.passed", 0):
                text += ", passed"
        parts.append(text)
    rule = paradox_rule(observation)
    parts.append(f"{rule} decides" if rule else "Power decides")
    return "  ·  ".join(parts)


def paradox_rule(observation: Observation) -> str:
    """The printed Paradox Rule of the face-up paradox in a Battle or Paradox Zone (the
    overload process leaves at most one, L&L 10.6)."""
    rule = ""
    for player in (1, 2):
        for zone in ("battle", "paradox"):
            seen = observation.zones.get(f"p{player}.{zone}")
            for card in seen.cards if seen is not None else ():
                found = _PARADOX_RULE.search(card.text) if card.face_up and card.type == "paradox" else None
                if found:
                    rule = found.group(1)
    return rule
