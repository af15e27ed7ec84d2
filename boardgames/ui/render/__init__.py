"""Board renderers: one interface (`BoardRenderer`) for square, jigsaw-tile and hex boards.

A view lays a renderer out in a rectangle and then asks it where cells are,
which cell is under the mouse, and to draw cells, highlights and paths.
"""
from .board import STYLES, BoardRenderer, TextureCache
from .hex import HexGridRenderer
from .jigsaw import JigsawTileRenderer
from .square import SquareGridRenderer

__all__ = ["STYLES", "BoardRenderer", "TextureCache", "SquareGridRenderer", "JigsawTileRenderer",
           "HexGridRenderer"]
