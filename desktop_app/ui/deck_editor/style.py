"""The deck editor's additions to the app's style sheet (``resources/ui/table.qss``)."""

from __future__ import annotations

EDITOR_STYLE = """
QLabel#deckName { font-size: 19px; font-weight: bold; color: #ffffff; }
QLabel#deckLegality { font-size: 13px; font-weight: bold; padding: 3px 10px; border-radius: 10px; }
QLabel#deckLegality[state="legal"] { background: #2e7d32; color: #ffffff; }
QLabel#deckLegality[state="illegal"] { background: #c62828; color: #ffffff; }
QLabel#deckLegality[state="unknown"] { background: #455a64; color: #e0e0e0; }
QLabel#problemSummary { font-weight: bold; padding: 2px 0 4px 0; }
QLabel#oddsAnswer { font-size: 14px; padding: 4px 0; }
QTreeView#deckTree {
    background: #141916; border: 1px solid #2d3d34; border-radius: 6px; color: #dfe8e2;
    selection-background-color: #2f6046;
}
QTreeView#deckTree::item { padding: 2px 2px; }
QListWidget#problemList::item { padding: 4px 6px; border-bottom: 1px solid #23302a; }
QTabWidget::pane { border: 1px solid #2d3d34; border-radius: 6px; top: -1px; }
QTabBar::tab {
    background: #1f2a24; color: #a9c2b2; padding: 6px 14px; border: 1px solid #2d3d34;
    border-bottom: none; border-top-left-radius: 6px; border-top-right-radius: 6px; margin-right: 2px;
}
QTabBar::tab:selected { background: #2a4536; color: #ffffff; }
QToolBar#deckToolbar {
    background: #151a17; border: none; border-bottom: 1px solid #2b3b32; spacing: 6px; padding: 4px 8px;
}
QToolBar#deckToolbar QToolButton { padding: 5px 12px; }
QToolBar#deckToolbar QToolButton::menu-indicator { image: none; width: 0px; }
QToolBar#deckToolbar QToolButton#primaryButton {
    background: #f2c94c; color: #1d1d1f; border: 1px solid #ffe08a; font-weight: bold;
}
QToolBar#deckToolbar QToolButton#primaryButton:hover { background: #ffd966; }
QToolBar#deckToolbar QToolButton#primaryButton:disabled { background: #5d5533; color: #9a927a; }
QListView#cardGrid { background: #111512; }
QLineEdit#deckSearch { font-size: 14px; padding: 7px 10px; }
QScrollArea { background: transparent; }
QScrollArea > QWidget > QWidget { background: transparent; }
"""
