"""The table scene shared by every game: layout, sprites, animation, overlays."""
