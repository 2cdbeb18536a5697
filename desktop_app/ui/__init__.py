"""The desktop table: the start screen, the table scene, its panels and dialogs.

``app.run_app`` starts it; ``screenshot`` renders views to images. Everything here draws
what ``desktop_app.bridge`` hands it and asks the bridge to act; nothing here imports the
engine or decides a rule.
"""
