"""A ONE PIECE game played at the table as the mouse would, and its screenshots.

``OnePiecePlayer.play_one`` answers the pending decision through the table's own handlers:
Characters and Stages are dragged from the hand onto their area (``handle_drop``), an active
DON!! of the cost area is dragged onto the Leader, attackers are dragged onto the opposing
Leader, a [Blocker] is double-clicked, a Counter card in the hand is double-clicked and its
target clicked on the table, a [Trigger] is taken with its button, Space passes, and every
hand-over is confirmed on the privacy screen. The moments issue 11 asks for (a Counter Step
behind a hand-over, a Blocker, a [Trigger] from Life, the win) are reported to ``moment`` the
first time each comes (before it is answered; the Blocker just after it blocked), so a caller
can take a screenshot.

Run as a script under an X server, it plays the hot-seat game and a goldfish game in a real
1600×1000 window, checks after every answer that the window kept its size, and saves a PNG at
each moment (the pictures of ``docs/screenshots/``)::

    xvfb-run -s "-screen 0 1920x1200x24" python tests/desktop_app/op_table_game.py --out docs/screenshots
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

#: the seed of the hot-seat game (every moment comes in it) and of the goldfish game
HOT_SEAT_SEED = 6
GOLDFISH_SEED = 2
STEP_LIMIT = 3000
#: the goldfish game's mid-game picture is taken after this many attacks
GOLDFISH_SHOT_AT = 6
#: the moments of the hot-seat game, in the order they come, and their screenshots' names
MOMENTS = ("hand-over", "counter-step", "blocker", "trigger", "win")
SIZE = (1600, 1000)


@dataclass
class OnePiecePlayer:
    """Both players of a hot-seat game (or the one player of a goldfish game) at ``page``.

    Attributes:
        page: the ``TablePage`` the game is shown on.
        moment: called with a name of ``MOMENTS`` the first time that moment comes.
        seen: the moments reached, in order.
        counts: how often each kind of thing was done (for the test's assertions).
    """

    page: Any
    moment: Callable[[str], None] = lambda name: None
    seen: list[str] = field(default_factory=list)
    counts: dict[str, int] = field(default_factory=dict)
    countered: set[int] = field(default_factory=set)
    blocker: int | None = None

    def _count(self, what: str) -> None:
        self.counts[what] = self.counts.get(what, 0) + 1

    def _reach(self, name: str) -> bool:
        if name in self.seen:
            return False
        self.seen.append(name)
        self.moment(name)
        return True

    def play_one(self) -> None:
        """Answer the pending decision the way a player at the table would."""
        page = self.page
        session = page.session
        if page.covered:
            pending = session.game.decision
            state = session.game.state
            if pending is not None and pending.player != state.turn_player and state.step == "block":
                # the defender sits down for the Block and Counter Steps (OP 7-1-2, 7-1-3)
                self._reach("hand-over")
                self.counts["counter hand-over"] = self.counts.get("counter hand-over", 0) + 1
            page.privacy.button.click()
            self._count("hand-over")
            return
        decision = session.decision
        if decision is None and session.looking:
            page.pass_priority()
            return
        assert decision is not None, "the seat at the screen must be the one deciding"
        kind = decision.kind.value
        if kind == "select":
            self._select(decision)
            return
        if kind == "yes_no":
            page.decision_panel.yes_button.click()
            return
        actions = {option.action for option in decision.options}
        if "block" in actions:
            self._block(decision)
        elif "counter" in actions or decision.prompt.endswith("Counter Step: use a counter, or done"):
            self._counter(decision)
        elif "trigger" in actions or "hand" in actions:
            self._life_card(decision)
        elif "attack" in actions or "give" in actions or decision.prompt.endswith("Main Phase"):
            self._main(decision)
        else:
            self._button(decision.options[0].key)

    # ------------------------------------------------------------------ the turn player
    def _main(self, decision: Any) -> None:
        session, scene = self.page.session, self.page.scene
        player = decision.player
        areas = (f"p{player + 1}.character", f"p{player + 1}.stage")
        plays = [o for o in decision.options if o.action == "play" and o.args.get("zone") in areas]
        if plays:
            option = plays[0]
            item = scene.card_item(option.card)
            assert item is not None
            zone = scene.zone(option.args["zone"])
            free = [slot for name, slot in zone.slot_items.items() if not self._taken(zone, name)]
            where = free[0].place.card_centre if free else zone.rect.center()
            self._drop(item, where, "dropped")
            return
        gives = [o for o in decision.options if o.action == "give"]
        attacks = [o for o in decision.options if o.action == "attack"]
        leader = scene.zone(f"p{player + 1}.leader").cards
        if gives and attacks and leader:
            # every DON!! left goes to the Leader before the attacks: drag one onto it
            don = next(c for c in scene.zone(f"p{player + 1}.cost").cards if c.view.state == "active")
            self._drop(don, leader[0].pos(), "given")
            return
        on_leader = [o for o in attacks if o.args.get("attacks") == "leader"]
        if on_leader:
            attacker = scene.card_item(on_leader[0].card)
            target = scene.card_item(on_leader[0].args["target"])
            assert attacker is not None and target is not None
            self._drop(attacker, target.pos(), "attacked")
            return
        assert session.option_with_action("pass") is not None
        self.page.pass_priority()  # Space: end the Main Phase

    def _taken(self, zone: Any, slot: str) -> bool:
        return any(item.view.slots == (slot,) and item.view.attached_to is None for item in zone.cards)

    def _drop(self, item: Any, where: Any, what: str) -> None:
        scene = self.page.scene
        scene.begin_drag(item)
        outcome = scene.handle_drop(item, where)
        assert outcome.accepted, outcome.message
        self._count(what)

    # ------------------------------------------------------------------ the defender
    def _block(self, decision: Any) -> None:
        blocks = [o for o in decision.options if o.action == "block"]
        if not blocks:
            self.page.pass_priority()
            return
        blocker = self.page.scene.card_item(blocks[0].card)
        assert blocker is not None
        self.blocker = blocks[0].card
        self.page.scene.card_activated(blocker)  # a double-click: its one option, block
        self._count("blocked")
        self._reach("blocker")  # after the block: the arrow points at the blocker

    def _counter(self, decision: Any) -> None:
        counters = [o for o in decision.options if o.action == "counter"]
        if counters and not self.countered and self.counts.get("counter hand-over"):
            self._reach("counter-step")
            card = self.page.scene.card_item(counters[0].card)
            assert card is not None
            self.countered.add(counters[0].card)
            self.page.scene.card_activated(card)  # a double-click on the Counter card in the hand
            self._count("countered")
            return
        self.page.pass_priority()  # Space: done

    def _life_card(self, decision: Any) -> None:
        trigger = next((o for o in decision.options if o.action == "trigger"), None)
        if trigger is not None:
            self._reach("trigger")
            self._button(trigger.key)
            self._count("triggered")
            return
        self._button("hand")

    # ------------------------------------------------------------------ shared
    def _select(self, decision: Any) -> None:
        scene, panel = self.page.scene, self.page.decision_panel
        for option in decision.options[: decision.minimum]:
            item = scene.card_item(option.card) if option.card is not None else None
            if item is not None:
                scene.card_clicked(item)
            else:
                self.page.selection.toggle(option.key)
        assert panel.select_confirm.isEnabled()
        panel.select_confirm.click()

    def _button(self, key: str) -> None:
        buttons = [b for b in self.page.decision_panel._action_buttons if b.option.key == key]
        assert buttons, f"no button for {key}"
        buttons[0].click()

    def play(self, after: Callable[[], None] = lambda: None) -> None:
        """Play until the game ends (at most ``STEP_LIMIT`` answers), calling ``after`` after
        each answer; the win is the last moment."""
        session = self.page.session
        steps = 0
        while session.outcome is None and steps < STEP_LIMIT:
            self.play_one()
            after()
            steps += 1
        if session.outcome is not None:
            if self.page.covered:
                self.page.privacy.button.click()
            self._reach("win")


# ====================================================================== screenshots
def _window(session: Any) -> Any:
    from desktop_app.bridge import TableSettings
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.screenshot import _wait_for_database

    window = MainWindow(TableSettings(), threaded_agent=False)
    window.resize(*SIZE)
    window.show()
    _wait_for_database(window)
    window.show_game(session)
    return window


def kept_size(window: Any) -> None:
    """The window has not grown (issue 15: a decision bar once widened it past the screen)."""
    size = (window.width(), window.height())
    assert size == SIZE, f"the window grew to {size}"


def shoot(window: Any, out: Path) -> None:
    """Save ``window`` as ``out`` once the pictures are in; the window must keep its size."""
    from desktop_app.ui.screenshot import _settle

    _settle(window)
    image = window.grab()
    size = (image.width(), image.height())
    assert size == SIZE, f"the window grew to {size} at {out.name}"
    assert image.save(str(out), "PNG"), f"{out} could not be written"
    print(f"wrote {out}")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, required=True, help="the folder for the PNGs")
    args = parser.parse_args()
    os.environ.setdefault("QT_QPA_PLATFORM", "xcb")
    from desktop_app.bridge import GameSession, SeatMode, demo_decks, new_game
    from desktop_app.ui.app import application
    from desktop_app.ui.screenshot import _shut_down

    application()
    args.out.mkdir(parents=True, exist_ok=True)
    decks = demo_decks("one-piece")
    game = new_game("one-piece", (decks[0], decks[1]), seed=HOT_SEAT_SEED)
    session = GameSession(game, SeatMode.HOT_SEAT, privacy=True, autosave=None, threaded_agent=False)
    window = _window(session)
    player = OnePiecePlayer(window.page, lambda name: shoot(window, args.out / f"one-piece-{name}.png"))
    player.play(lambda: kept_size(window))
    assert player.seen == list(MOMENTS), f"the game reached only {player.seen}"
    _shut_down()
    # goldfish: one picture in the middle of the game (at the sixth attack), one of the win
    goldfish = new_game("one-piece", (decks[0], decks[1]), seed=GOLDFISH_SEED, goldfish=True)
    session = GameSession(goldfish, SeatMode.GOLDFISH, autosave=None, threaded_agent=False)
    window = _window(session)
    player = OnePiecePlayer(window.page, lambda name: shoot(window, args.out / "one-piece-goldfish-win.png"))

    def midway() -> None:
        kept_size(window)
        if player.counts.get("attacked", 0) == GOLDFISH_SHOT_AT and "midway" not in player.counts:
            player.counts["midway"] = 1
            shoot(window, args.out / "one-piece-goldfish.png")

    player.play(midway)
    assert session.outcome is not None and session.outcome.winner == 0
    _shut_down()
    return 0


if __name__ == "__main__":
    sys.exit(main())
