"""Luck & Logic (``luck-and-logic``): the table, set-up and turn in manual mode (see ``rules``)."""
