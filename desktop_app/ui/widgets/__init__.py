"""The table's widgets: the view, the panels around it, the start screen."""
