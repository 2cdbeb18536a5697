"""Force of Will (``force-of-will``): the table, set-up and turn in manual mode (see ``rules``)."""
