"""A QU4TO match at a table, without drawing: seats, the session, and what the table tells a player."""
