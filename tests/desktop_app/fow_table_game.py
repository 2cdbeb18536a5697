"""A Force of Will hot-seat game played at the table as the mouse would, and its screenshots.

    xvfb-run -s "-screen 0 1920x1200x24" python tests/desktop_app/fow_table_game.py --out docs/screenshots

``FowTablePlayer`` plays both seats of a seeded hot-seat game in the main window through the
table's own handlers: the privacy screen's button at every hand-over, a card dragged from the
hand onto the chase at main timing (``handle_drop``), a double-click on a card for its option
(a menu when it has several: call a stone or Judgment, which card to attack), a double-click
on a magic stone to produce will before a response, clicks on the table to choose targets and
blockers, the decision panel's buttons, and Space to pass. It watches for the moments issue
#13 asks for and saves the window at each:

- ``force-of-will-chase.png``: three or more objects on the chase (they must leave it top
  first: FoW 605.2, the top object resolves when both players pass in a row);
- ``force-of-will-judgment.png``: a ruler did Judgment and is its J-ruler in the field, the
  same card turned to its other side (FoW 705.3, 302.3);
- ``force-of-will-block.png``: a battle in which the defending player blocked (FoW 804.2);
- ``force-of-will-win.png``: the game over, won by the rules (FoW 1201–1202).

The test (``test_ui_fow_game.py``) runs this in-process on the offscreen platform and, for the
pictures, as this script in a real window under Xvfb.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from desktop_app.bridge import DecisionKind, Option  # noqa: E402
from desktop_app.games.force_of_will import board  # noqa: E402

SIZE = (1600, 1000)
SEED = 5
STEP_LIMIT = 4000
MOMENTS = ("chase", "judgment", "block", "win")
#: a goldfish game (P2 the dummy, which never acts or blocks): the table mid-game and the end
GOLDFISH_MOMENTS = ("goldfish-turn-7", "goldfish-win")


@dataclass
class Record:
    """What the game showed, for the test to check against the rules."""

    steps: int = 0
    handovers: int = 0
    will_clicks: int = 0
    #: the first chase of three or more objects, bottom first: (object id, name, controller)
    chase: list[tuple[int, str, int]] = field(default_factory=list)
    #: the ids of those objects in the order they left the chase, each with the ids above it
    #: on the chase at that moment (empty: it was the top)
    left: list[tuple[int, tuple[int, ...]]] = field(default_factory=list)
    #: the ruler that did Judgment: (card id, code before, code after, side after)
    judgment: tuple[int, str, str, int] | None = None
    #: the block: (attacker id, blocker id, blocker controller)
    block: tuple[int, int, int] | None = None
    #: the window's size after every step (it must never change)
    sizes: set[tuple[int, int]] = field(default_factory=set)
    #: the narrowest card on the table, in screen pixels, and cards another zone's overlap
    narrowest: float = 1e9
    overlaps: set[str] = field(default_factory=set)
    shots: list[str] = field(default_factory=list)


class FowTablePlayer:
    """Plays both seats of the game on ``window``'s table (see the module docstring).

    Args:
        window: the main window showing the hot-seat game.
        shoot: called with a moment's name when the table shows it.
    """

    def __init__(self, window: Any, shoot: Callable[[str], None]) -> None:
        self.window = window
        self.page = window.page
        self.session = self.page.session
        self.game = self.session.game
        self.shoot = shoot
        self.record = Record()
        self._judging: int | None = None
        self._played = -1
        self._tracked: list[int] = []
        self._shot: set[str] = set()

    # ------------------------------------------------------------------ the game
    def play(self, limit: int = STEP_LIMIT) -> Record:
        record = self.record
        while self.session.outcome is None and record.steps < limit:
            self.step()
            record.steps += 1
            self._watch()
        self._watch()
        return record

    def _watch(self) -> None:
        """Note the moments the rules produced since the last step; shoot each once it shows."""
        record, game = self.record, self.game
        record.sizes.add((self.window.width(), self.window.height()))
        stack = list(game.state.stack)
        ids = [item.id for item in stack]
        if not record.chase and len(stack) >= 3:
            record.chase = [(item.id, item.name, item.controller) for item in stack]
            self._tracked = list(ids)
        if self._tracked:
            for gone in [i for i in self._tracked if i not in ids]:
                above = tuple(i for i in self._tracked[self._tracked.index(gone) + 1 :] if i in ids)
                record.left.append((gone, above))
                self._tracked.remove(gone)
        if self._judging is not None and record.judgment is None:
            card = game.get(self._judging)
            if card is not None and card.zone.endswith(".field"):
                before = game.definition(card.code).stat("other_side")
                record.judgment = (card.id, str(before), card.code, card.side)
        battle = board.battle(game)
        if battle is not None and battle.blocker is not None and record.block is None:
            blocker = game.get(battle.blocker)
            assert battle.attacker is not None and blocker is not None
            record.block = (battle.attacker, blocker.id, blocker.controller)
        if self.page.covered:
            return
        self._measure()
        over = self.session.outcome is not None
        due = {
            "chase": len(stack) >= 3 and ids[:3] == [c[0] for c in record.chase[:3]],
            "judgment": record.judgment is not None,
            "block": battle is not None and battle.blocker is not None,
            "win": over,
            "goldfish-turn-7": game.state.turn >= 7 and game.state.phase == "main" and not stack,
            "goldfish-win": over,
        }
        goldfish = self.session.dummy is not None
        for moment in GOLDFISH_MOMENTS if goldfish else MOMENTS:
            if due[moment] and moment not in self._shot:
                self._shot.add(moment)
                record.shots.append(moment)
                self.shoot(moment)

    def _measure(self) -> None:
        """How large the cards are on the screen, and whether a card lies over another zone's
        (a card of one zone covering another's cannot be read)."""
        from desktop_app.ui.scene.card_painter import CARD_RECT

        scene, view = self.page.scene, self.page.view
        items = [i for i in scene.card_items() if i.view.attached_to is None]
        # the card itself, not its outline
        boxes = {id(item): item.mapRectToScene(CARD_RECT) for item in items}
        for item in items:
            shown = view.mapFromScene(boxes[id(item)]).boundingRect()
            if item.zone.placement.card_scale == 1.0:
                self.record.narrowest = min(self.record.narrowest, shown.width(), shown.height())
        for item in items:
            box = boxes[id(item)].adjusted(1, 1, -1, -1)
            for other in items:
                if other.zone is not item.zone and boxes[id(other)].intersects(box):
                    self.record.overlaps.add(f"{item.view.name} ({item.zone.key}) / {other.zone.key}")

    # ------------------------------------------------------------------ one mouse action
    def step(self) -> None:
        page, session = self.page, self.session
        if page.covered:
            page.privacy.button.click()
            self.record.handovers += 1
            return
        decision = session.decision
        if decision is None and session.looking:
            page.pass_priority()
            return
        assert decision is not None, "the seat at the screen must be the one deciding"
        if decision.kind is DecisionKind.SELECT:
            self._select(decision)
        elif decision.kind is DecisionKind.YES_NO:
            page.decision_panel.yes_button.click()  # awaken it, "you may": yes
        elif decision.kind is DecisionKind.NUMBER:
            page.decision_panel.number_ok.click()
        elif decision.kind is DecisionKind.ORDER:
            page.decision_panel.order_confirm.click()
        else:
            self._act(decision.options)

    def _select(self, decision: Any) -> None:
        """Targets, blockers, the mulligan: click cards on the table, then Confirm. A block is
        always made when one can be; the mulligan keeps the hand."""
        scene, panel = self.page.scene, self.page.decision_panel
        wanted = max(decision.minimum, 1 if decision.rule == "FoW 804.2" else 0)
        mine = self.session.viewer
        # targets: the opponent's cards first where the choice allows
        options = sorted(
            decision.options,
            key=lambda o: (self._controller(o.card) == mine, decision.options.index(o)),
        )
        if decision.rule != "FoW 804.2" and decision.minimum == 0:
            options = []
        for option in options[:wanted]:
            item = scene.card_item(option.card) if option.card is not None else None
            if item is not None:
                scene.card_clicked(item)
            else:
                self.page.selection.toggle(option.key)
        assert panel.select_confirm.isEnabled()
        panel.select_confirm.click()

    def _controller(self, card_id: int | None) -> int | None:
        card = self.game.get(card_id) if card_id is not None else None
        return card.controller if card is not None else None

    def _act(self, options: tuple[Option, ...]) -> None:
        """Priority: respond on a non-empty chase; at main timing Judgment, call a stone, play a
        card, attack; else pass (Space)."""
        by_action: dict[str, list[Option]] = {}
        for option in options:
            by_action.setdefault(option.action, []).append(option)
        stack = self.game.state.stack
        plays = by_action.get("play", []) + by_action.get("act", [])
        if stack and plays and stack[-1].controller != self.session.viewer and len(stack) < 4:
            # an answer to the other player's object on top of the chase
            stones = [o for o in by_action.get("will", []) if "ability" not in o.args]
            if stones and self.session.observation.values.get(f"p{self.session.viewer + 1}.will", 0) < 1:
                self.record.will_clicks += 1
                self._take(stones[0])  # will first, by a double-click on a stone
                return
            self._take(plays[0])
            return
        if by_action.get("judgment"):
            self._judging = by_action["judgment"][0].card
            self._take(by_action["judgment"][0])
            return
        if by_action.get("call"):
            self._take(by_action["call"][0])
            return
        turn = self.game.state.turn
        # at main timing: cards that wait for main timing; [Quickcast] ones are kept as answers
        permanents = [o for o in by_action.get("play", []) if not self._quickcast(o.card)]
        if permanents and self._played != turn:
            # one card a turn at main timing: the stones left are for answers on the chase
            self._played = turn
            self._drag(permanents[0])
            return
        attacks = by_action.get("attack", [])
        if attacks:
            self._take(self._attack(attacks))
            return
        if any(o.action == "mode" for o in options) or not any(o.action == "pass" for o in options):
            self._take(options[0])
            return
        self.page.pass_priority()  # Space

    def _quickcast(self, card_id: int | None) -> bool:
        card = self.game.get(card_id) if card_id is not None else None
        return card is not None and board.has_keyword(self.game, card, "quickcast")

    def _attack(self, attacks: list[Option]) -> Option:
        """Attack the opponent with the attacker that has the most ATK; keep the rest back (so
        the other player sees blockers, and blocks)."""
        return attacks[0]

    def _drag(self, option: Option) -> None:
        """A card dragged from the hand onto the zone its option names (the chase: FoW 903.2d)."""
        from desktop_app.ui.scene.items import TargetLight

        scene = self.page.scene
        item = scene.card_item(option.card) if option.card is not None else None
        assert item is not None, option.label
        scene.begin_drag(item)
        zone = scene.zone(option.args["zone"])
        assert zone.light & TargetLight.LEGAL, f"{zone.key} is not lit for {option.label}"
        offered: list[list[Option]] = []

        def catch(options: list[Option], where: object) -> None:
            offered.append(options)

        scene.options_offered.connect(catch)
        try:
            outcome = scene.handle_drop(item, zone.placement.body.center())
        finally:
            scene.options_offered.disconnect(catch)
        if offered:  # played normally or by [Incarnation]: the menu asks which
            self._pick(offered[0], option)
            return
        assert outcome.accepted, outcome.message

    def _pick(self, offered: list[Option], option: Option) -> None:
        menu = self.page.options_menu(offered)
        entry = next(a for a in menu.actions() if a.text() == page_text(option.label))
        entry.trigger()
        menu.deleteLater()

    def _take(self, option: Option) -> None:
        """An option as the mouse takes it: a double-click on its card (and the menu entry if
        the card offers several), else its button in the decision panel."""
        page, scene = self.page, self.page.scene
        item = scene.card_item(option.card) if option.card is not None else None
        if item is None:
            button = next(b for b in page.decision_panel._action_buttons if b.option == option)
            button.click()
            return
        offered: list[list[Option]] = []

        def catch(options: list[Option], where: object) -> None:
            offered.append(options)

        scene.options_offered.connect(catch)
        try:
            scene.card_activated(item)
        finally:
            scene.options_offered.disconnect(catch)
        if offered:
            assert option in offered[0], f"{option.label} is not offered by a double-click"
            self._pick(offered[0], option)


def page_text(label: str) -> str:
    from desktop_app.ui.theme import readable

    return readable(label)


# ====================================================================== the script
def start_game(window: Any, seed: int = SEED, *, goldfish: bool = False) -> None:
    """Show a hot-seat (or goldfish: P2 the dummy) game of the two demo decks on ``window``."""
    from desktop_app.bridge import GameSession, SeatMode, demo_decks, new_game

    decks = demo_decks("force-of-will")
    game = new_game("force-of-will", (decks[0], decks[1]), seed=seed, goldfish=goldfish)
    mode = SeatMode.GOLDFISH if goldfish else SeatMode.HOT_SEAT
    window.show_game(GameSession(game, mode, privacy=True, threaded_agent=False))


def new_window(seed: int = SEED, *, goldfish: bool = False) -> Any:
    """The main window at 1600x1000 with the game on it."""
    from desktop_app.bridge import TableSettings
    from desktop_app.ui.app import application
    from desktop_app.ui.main_window import MainWindow
    from desktop_app.ui.screenshot import _wait_for_database

    application()
    window = MainWindow(TableSettings(), threaded_agent=False)
    window.resize(*SIZE)
    window.show()
    _wait_for_database(window)
    start_game(window, seed, goldfish=goldfish)
    return window


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, required=True, help="the folder for the PNGs")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--goldfish", action="store_true", help="P2 is the dummy (no hand-overs)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    with tempfile.TemporaryDirectory() as data:
        os.environ["TABLETOP_DATA_DIR"] = data  # a fresh card database, no autosave of the user's
        return _run(args)


def _run(args: argparse.Namespace) -> int:
    from desktop_app.ui.screenshot import _settle, _shut_down

    window = new_window(args.seed, goldfish=args.goldfish)
    args.out.mkdir(parents=True, exist_ok=True)

    def shoot(moment: str) -> None:
        _settle(window)
        image = window.grab()
        path = args.out / f"force-of-will-{moment}.png"
        if not image.save(str(path), "PNG"):
            raise SystemExit(f"{path} could not be written")
        print(f"wrote {path} ({image.width()}x{image.height()})")

    record = FowTablePlayer(window, shoot).play()
    _shut_down()
    missing = [m for m in (GOLDFISH_MOMENTS if args.goldfish else MOMENTS) if m not in record.shots]
    if missing:
        print(f"not reached in {record.steps} steps: {', '.join(missing)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
