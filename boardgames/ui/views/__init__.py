"""One view module per game: it draws that game's boards and maps input to engine options."""
