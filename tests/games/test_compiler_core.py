"""The shared grammar of the card-text compilers (``desktop_app/games/_compiler.py``)."""

from __future__ import annotations

from typing import Any

from desktop_app.games import _compiler
from desktop_app.games._compiler import MAX_SPLITS, Grammar

WORD = r"[a-z]+"


def _grammar(calls: list[str] | None = None) -> Grammar:
    """A condition is "you have A" or "you have A, B"; an effect is one word; a line is
    "As long as CONDITION, EFFECT" (the first comma of a line may be the condition's)."""

    def effect(text: str) -> Any:
        if calls is not None:
            calls.append(text)
        return text if text in ("draw", "discard") else None

    rules = {
        "line": [{"match": "as long as {c:condition}, {e:effect}", "make": {"if": "$c", "do": "$e"}}],
        "condition": [
            {"match": "you have {a:word}", "make": ["$a"]},
            {"match": "you have {a:word}, {b:word}", "make": ["$a", "$b"]},
        ],
        "effect": [{"match": "{w:verb}", "make": "$w"}],
        "pair": [{"match": "{a:effect}, {b:effect}", "make": ["$a", "$b"]}],
    }
    return Grammar(rules, {"word": (WORD, lambda t: t), "verb": (r"[a-z ,]+", effect)})


def test_a_split_after_the_first_is_read_when_the_first_does_not_read() -> None:
    _compiler.clear_cache()
    grammar = _grammar()
    # the first split gives the condition "you have cats" and the effect "dogs, draw" (no effect)
    read = grammar.parse("line", "As long as you have cats, dogs, draw")
    assert read == {"if": ["cats", "dogs"], "do": "draw"}


def test_the_first_split_wins_when_it_reads() -> None:
    _compiler.clear_cache()
    grammar = _grammar()
    # "discard, draw" is one item of "pair" split at its first comma; so is a condition of one word
    assert grammar.parse("pair", "discard, draw") == ["discard", "draw"]
    assert grammar.parse("line", "As long as you have cats, draw") == {"if": ["cats"], "do": "draw"}


def test_a_later_slot_that_does_not_read_moves_the_slot_before_it() -> None:
    _compiler.clear_cache()
    grammar = _grammar()
    # the second slot fails at every split where the first reads, until the first takes "draw, x"
    assert grammar.parse("pair", "draw, draw, draw") is None
    assert grammar.parse("line", "As long as you have a, b, c, draw") is None


def test_the_splits_tried_are_bounded_on_a_text_of_many_commas() -> None:
    _compiler.clear_cache()
    calls: list[str] = []
    grammar = _grammar(calls)
    text = "As long as you have " + ", ".join(["x"] * 200) + ", draw"
    assert grammar.parse("line", text) is None
    # every split reads no condition of one or two words but the first two: at most MAX_SPLITS more
    assert len(calls) <= MAX_SPLITS + 1
    calls.clear()
    assert grammar.parse("pair", ", ".join(["x"] * 500)) is None
    assert len(calls) <= 2 * (MAX_SPLITS + 1)


def test_the_split_read_is_the_first_that_reads_of_all_the_rule_allows() -> None:
    """Against every split written out: the first (by the slots' lengths, in order) whose
    slots all read, on texts whose pieces read or not at random (seeded)."""
    import random

    good = {"p", "q", "p, q", "q and p", "p and q, p", "q, q"}
    rules = {
        "line": [{"match": "{a:x} and {b:x}, {c:x}", "make": ["$a", "$b", "$c"]}],
        "x": [{"match": "{w:piece}", "make": "$w"}],
    }
    grammar = Grammar(rules, {"piece": (r"[a-z ,]+", lambda t: t if t in good else None)})
    rng = random.Random(16)
    for _ in range(400):
        text = rng.choice(["p", "q", "r"])
        for _ in range(rng.randint(2, 6)):
            text += rng.choice([", ", " and "]) + rng.choice(["p", "q", "r"])
        splits = []
        for i in range(len(text)):
            for j in range(i, len(text)):
                a, b, c = text[:i], text[i + 5 : j], text[j + 2 :]
                if text[i : i + 5] == " and " and text[j : j + 2] == ", " and a and b and c:
                    splits.append((len(a), len(b), [a, b, c]))
        readable = [s[2] for s in sorted(splits, key=lambda s: s[:2]) if all(x in good for x in s[2])]
        # a text of at most 7 pieces has at most 12 splits: within MAX_SPLITS
        assert grammar.parse("line", text) == (readable[0] if readable else None), text


def test_what_a_longer_slot_needs_after_it() -> None:
    rules = {
        "line": [
            {"match": "{a:x}, then {b:x}", "make": ["$a", "$b"]},
            {"match": "{a:x},? and {b:x}(?:, or {c:x})?", "make": ["$a", "$b"]},
            {"match": "(?:{a:x}|no) more", "make": "$a"},
            {"match": r"\[{a:x}\] {b:x}\.?", "make": "$a"},
            {"match": "{a:x}(?:,| and|, and) {b:x}", "make": "$a"},
        ],
        "x": [{"match": "{w:piece}", "make": "$w"}],
    }
    grammar = Grammar(rules, {"piece": (r"[a-z ,]+", lambda t: t)})
    assert [rule.after for rule in grammar.rules["line"]] == [
        ((", then ",), ()),  # the last slot ends the pattern: it is never longer
        ((", and ", " and "), ("",), ("",)),  # "," is optional; a group follows; the group may end
        (("",),),  # an alternative may follow
        (("] ",), ("",)),  # escaped punctuation is plain text; "." is optional at the end
        ((", ", " and ", ", and "), ()),
    ]


def test_real_lines_whose_first_split_does_not_read() -> None:
    from desktop_app.cardcommands import COMPILERS

    # FoW SDAO2-021: the name's comma is not the end of the condition
    (fow,) = COMPILERS["force-of-will"](
        'As long as you control "El Chifón, the Pet Dragon of the Lord of the Seas", this card gains '
        "[Flying] and [Barrier].",
        "Resonator",
    )
    assert fow.automated
    assert fow.ability["condition"]["exists"]["name"] == "El Chifón, the Pet Dragon of the Lord of the Seas"
    # WS AZL/S102-E037: a condition of two clauses joined by ", and"
    (ws,) = COMPILERS["weiss-schwarz"](
        "【CONT】 During your turn, if this card is in the middle position of your center stage, and "
        "you have 4 or more other 《KAN-SEN》 characters, all of your 《Sakura Empire》 characters get "
        "+2000 power.",
        "Character",
    )
    assert ws.automated
    both = ws.ability["condition"]["all"][1]["all"]
    assert both[0]["exists"]["slot"] == ["FC"]
    assert both[1][">="][1] == 4


def test_what_every_match_of_a_rule_ends_with() -> None:
    last = _compiler._last_text
    assert last("When this card becomes 【REVERSE】") == "when this card becomes 【reverse】"
    assert last(r"put it into your stock\.") == "put it into your stock."
    assert last(r"(?P<n>.+?) is in your climax area") == " is in your climax area"
    assert last(r"\d+") == last(r"a\.?") == last(r"a(?:b|c)") == last("ab|cd") == ""
    assert last(r"\u3000ab") == ""  # the letters after an escape may be its own: none known


def test_a_category_that_ends_alike_reads_no_text_that_ends_otherwise() -> None:
    grammar = Grammar(
        {
            "row": [{"match": "center stage", "make": "c"}, {"match": "back stage", "make": "b"}],
            "where": [{"match": "your {r:row}", "make": "$r"}],
            "any": [{"match": "{w:word}", "make": "$w"}],
        },
        {"word": (WORD, lambda t: t)},
    )
    assert grammar.endings["where"] == ("back stage", "center stage")  # its slot's category's
    assert "any" not in grammar.endings  # a built-in word ends it: not known
    assert grammar.parse("where", "your center stage") == "c"
    assert grammar.parse("where", "your center stage, and draw") is None


def test_a_slot_whose_category_never_holds_the_mark_after_it_is_not_made_longer() -> None:
    _compiler.clear_cache()
    calls: list[str] = []
    grammar = _grammar(calls)
    line = grammar.rules["line"][0]
    # a condition holds a comma ("you have A, B"): it may be longer; the effect ends the line
    assert line.fixed == (False, True)
    phase = Grammar(
        {
            "line": [{"match": "at {p:phase}, {e:word}", "make": "$e"}],
            "phase": [{"match": "noon", "make": 1}],
        },
        {"word": (WORD, lambda t: t)},
    )
    assert phase.rules["line"][0].fixed == (True,)  # no phase has a comma


def test_the_plain_text_every_match_of_a_rule_holds() -> None:
    needed = _compiler._needed
    gets = r"(?P<who>.+?) gets? (?P<p>[+-]\d+) power and the following ability until end of turn\. (?P<a>.+)"
    assert needed(gets) == " power and the following ability until end of turn. "
    assert needed(r"cards? with (?P<a>x)") == " with "  # the "s" before "?" may be missing
    assert needed(r"[^\]x] hello") == " hello"  # a class is skipped whole
    assert needed(r"\u3000 zz") == " zz"  # an escape's letters and digits are its own
    assert needed("ab|cd") == ""  # an alternative at the top: nothing is known
    grammar = Grammar({"line": [{"match": gets, "make": "read"}]}, {})
    # a text without it is refused without trying the pattern; one with it reads
    assert grammar.parse("line", "this card gets +1 power") is None
    text = "this card gets +1 power and the following ability until end of turn. x"
    assert grammar.parse("line", text) == "read"
