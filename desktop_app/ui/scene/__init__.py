"""The table scene: zone and card items laid out from the game's zone declarations."""
