"""Luck & Logic (``luck-and-logic``) by its Comprehensive Rules 2.04 on the kernel (``rules``)."""
