"""ONE PIECE CARD GAME (``one-piece``): the table, set-up and turn in manual mode (see ``rules``)."""
