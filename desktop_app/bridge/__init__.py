"""The bridge: Qt adapters over the engine, the games and the card database.

The table (``desktop_app.ui``) reaches the rules only through here (an import-linter
contract enforces it), so this module re-exports the engine's plain values the table
draws (``Observation``, ``CardView``, ``Decision`` …) next to the adapters:
``GameSession`` (one game, its signals and actions), the item models, the picture cache,
the background task runners, the autosave and the settings.
"""

from __future__ import annotations

from desktop_app.bridge.autosave import AutosaveEntry, AutosaveShelf, AutosaveStore, read_json, write_atomic
from desktop_app.bridge.catalog import (
    GameInfo,
    SetupError,
    all_games,
    deck_problems,
    deck_size,
    demo_decks,
    game_info,
    is_registered,
    load_position,
    load_saved_deck,
    new_game,
    play_randomly,
    saved_deck_names,
)
from desktop_app.bridge.chase import ChaseEntry, chase_entries
from desktop_app.bridge.diff import FULL, ObservationDiff, diff_observations
from desktop_app.bridge.images import CardImageCache, ImageSize
from desktop_app.bridge.instance import Claim, SingleInstance
from desktop_app.bridge.models import (
    DecisionOptionsModel,
    LogListModel,
    PlayerValuesModel,
    Role,
    ZoneListModel,
    card_title,
)
from desktop_app.bridge.paths import autosave_path, data_dir, resources_dir, ui_resource
from desktop_app.bridge.recompile import StaleCardCompiler
from desktop_app.bridge.session import (
    NEXT_WORDS,
    Battle,
    ByHand,
    CardRef,
    DropOutcome,
    DropResult,
    DropTarget,
    GameSession,
    SavedGame,
    SeatMode,
    load_session_data,
    load_session_file,
    read_saved_file,
    read_saved_game,
    session_for,
)
from desktop_app.bridge.settings import TableSettings, load_settings, save_settings
from desktop_app.bridge.workers import DatabaseTasks, TaskRunner, open_database_file
from desktop_app.engine.decisions import Decision, DecisionKind, ManualAction, Option
from desktop_app.engine.decks import DeckList
from desktop_app.engine.game import Game
from desktop_app.engine.manual import VERBS as MANUAL_VERBS
from desktop_app.engine.observation import CardView, Observation, ZoneView
from desktop_app.engine.state import Outcome
from desktop_app.engine.zones import (
    PLAYER_PREFIXES,
    SlotSpec,
    Visibility,
    ZoneSpec,
    player_name,
    split_key,
    zone_key,
)

__all__ = [
    "FULL",
    "MANUAL_VERBS",
    "NEXT_WORDS",
    "PLAYER_PREFIXES",
    "AutosaveEntry",
    "AutosaveShelf",
    "AutosaveStore",
    "Battle",
    "ByHand",
    "CardImageCache",
    "CardRef",
    "CardView",
    "ChaseEntry",
    "Claim",
    "DatabaseTasks",
    "Decision",
    "DecisionKind",
    "DecisionOptionsModel",
    "DeckList",
    "DropOutcome",
    "DropResult",
    "DropTarget",
    "Game",
    "GameInfo",
    "GameSession",
    "ImageSize",
    "LogListModel",
    "ManualAction",
    "Observation",
    "ObservationDiff",
    "Option",
    "Outcome",
    "PlayerValuesModel",
    "Role",
    "SavedGame",
    "SeatMode",
    "SetupError",
    "SingleInstance",
    "SlotSpec",
    "StaleCardCompiler",
    "TableSettings",
    "TaskRunner",
    "Visibility",
    "ZoneListModel",
    "ZoneSpec",
    "ZoneView",
    "all_games",
    "autosave_path",
    "card_title",
    "chase_entries",
    "data_dir",
    "deck_problems",
    "deck_size",
    "demo_decks",
    "diff_observations",
    "game_info",
    "is_registered",
    "load_position",
    "load_saved_deck",
    "load_session_data",
    "load_session_file",
    "load_settings",
    "new_game",
    "open_database_file",
    "play_randomly",
    "player_name",
    "read_json",
    "read_saved_file",
    "read_saved_game",
    "resources_dir",
    "save_settings",
    "saved_deck_names",
    "session_for",
    "split_key",
    "ui_resource",
    "write_atomic",
    "zone_key",
]
