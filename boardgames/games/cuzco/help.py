"""Cuzco's rules help (F1), in our own words, ending with every decision the app takes where the
rulebook is silent."""

from __future__ import annotations

from boardgames.games.cuzco.layout import CuzcoLayout


def rules_help(layout: CuzcoLayout) -> str:
    return "Cuzco"
