"""Weiß Schwarz data-set records (the English data set's shape) as project card records."""

from __future__ import annotations

from typing import Any


def project_record(raw: dict[str, Any]) -> dict[str, Any]:
    """A data-set record in the project format, by the mapping ``docs/card-format.md`` gives."""

    def number(value: Any) -> int | None:
        return None if value in ("", "-", None) else int(value)

    fields = {
        "level": number(raw["level"]),
        "cost": number(raw["cost"]),
        "power": number(raw["power"]),
        "soul": number(raw["soul"]),
        "traits": [t for t in raw["attributes"] if t != "-"],
        "triggers": [t.lower() for t in raw["trigger"]],
        "side": raw["side"].lower(),
    }
    return {
        "game": "weiss-schwarz",
        "code": raw["code"],
        "name": raw["name"],
        "type": raw["type"].lower(),
        "colours": [raw["color"].lower()],
        "text": "\n".join(raw["ability"]),
        "set": raw["code"].rsplit("-", 1)[0],
        "rarity": raw["rarity"],
        "image_url": raw["image"],
        "fields": {k: v for k, v in fields.items() if v is not None},
        "script": None,
    }
