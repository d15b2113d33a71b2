"""The app's screens: menu, play, hand-off, results, rules help and replay."""
