"""The pure core shared by every game: rules protocol, match, saves, layouts, geometry, rng.

Nothing in this package imports pygame; a test enforces it.
"""
