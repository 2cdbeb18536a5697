"""Luck & Logic (``luck-and-logic``) played by its Comprehensive Rules ver. 2.04 on the rules kernel (see ``rules``)."""
