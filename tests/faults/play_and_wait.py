"""Child process of the kill test: plays a goldfish Weiß Schwarz game through the table's own
session (with its autosave) and prints the number of choices after each one the player made,
until it is killed. Not a test module: ``test_kill_game.py`` runs it."""

from __future__ import annotations

import os
import random
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from desktop_app.bridge import AutosaveStore, GameSession, SeatMode, demo_decks, new_game
from desktop_app.engine.decisions import DecisionKind


def main() -> None:
    app = QApplication([])
    decks = demo_decks("weiss-schwarz")
    game = new_game("weiss-schwarz", (decks[0], decks[1]), seed=int(sys.argv[1]), goldfish=True)
    session = GameSession(game, SeatMode.GOLDFISH, autosave=AutosaveStore(), threaded_agent=False)
    session.start()
    rng = random.Random(int(sys.argv[1]))
    while session.outcome is None:
        decision = session.decision
        assert decision is not None, "goldfish: the player always has the decision"
        keys = list(decision.keys())
        if decision.kind is DecisionKind.NUMBER:
            session.answer_number(decision.minimum)
        elif decision.kind is DecisionKind.ORDER:
            session.choose(keys)
        elif decision.kind is DecisionKind.SELECT:
            session.choose(rng.sample(keys, rng.randint(decision.minimum, min(decision.maximum, len(keys)))))
        else:
            session.choose([rng.choice(keys)])
        print(len(session.game.choices), flush=True)
    app.processEvents()


if __name__ == "__main__":
    main()
