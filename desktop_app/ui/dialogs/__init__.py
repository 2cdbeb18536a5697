"""The table's dialogs: looking through a zone, the card database, the shortcuts."""
