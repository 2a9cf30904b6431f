//! Moves as text: reading record notation against a position, writing it, and describing
//! a move for people.

use super::*;

impl Hand {
    /// Reads a move written in record notation (see [`Move::notation`]) against this
    /// position. The open number of an ordinary play is worked out from the end.
    pub fn parse_move(&self, text: &str) -> Result<Move, MoveTextError> {
        let err = |why: &'static str| MoveTextError {
            text: text.to_string(),
            why,
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        let players = self.mech.players;
        match words.as_slice() {
            ["pass"] => Ok(Move::Pass),
            ["claim"] => Ok(Move::Claim),
            ["muggins"] => Ok(Move::Muggins),
            ["draw"] => Ok(Move::Draw),
            ["poser", seat] => Seat::from_name(seat, players)
                .map(Move::Poser)
                .ok_or_else(|| err("unknown seat name")),
            ["pose", tile] => tile
                .parse::<Tile>()
                .map(Move::Pose)
                .map_err(|_| err("not a tile")),
            [tile, end, rest @ ..] => {
                let tile: Tile = tile.parse().map_err(|_| err("not a tile"))?;
                let end =
                    End::from_name(end, self.layout.kind()).ok_or_else(|| err("unknown end"))?;
                let open = match rest {
                    [] => {
                        // A wild tile that may leave either number open must say which.
                        let choices = self
                            .legal_moves()
                            .iter()
                            .filter(|m| matches!(m, Move::Play { tile: t, end: e, .. } if *t == tile && *e == end))
                            .count();
                        if choices > 1 {
                            return Err(err(
                                "either of its numbers may stay open here: add 'open N'",
                            ));
                        }
                        self.open_of(tile, end, false)
                    }
                    ["open", n] => n.parse().map_err(|_| err("open takes a number"))?,
                    _ => return Err(err("expected 'open N' after the end")),
                };
                Ok(Move::Play { tile, end, open })
            }
            _ => Err(err("expected pose T, T END, draw, pass or poser SEAT")),
        }
    }

    /// Writes a move in record notation for this game.
    pub fn notation(&self, mv: Move) -> String {
        mv.notation(self.mech.layout, self.mech.players, self.mech.join)
    }

    /// A short description of a move by the seat to move, for logs and announcements
    /// ("East played 6-2 on the 6 end").
    pub fn describe(&self, mv: Move) -> String {
        let who = self.turn.name(self.mech.players);
        match mv {
            Move::Poser(s) => format!("{} will pose", s.name(self.mech.players)),
            Move::Pose(t) => format!("{who} posed {t}"),
            Move::Play { tile, end, open } => {
                // The end by the number open there: a bent line's left end may lie
                // anywhere on the screen.
                // "a 4 arm" ("an 8 end") where another end showed that number too: "the"
                // would say which.
                let n = self.layout.end_number(end);
                let same = self
                    .layout
                    .open_ends()
                    .filter(|&e| self.layout.end_number(e) == n);
                let the = match same.count() {
                    1 => "the",
                    _ if matches!(n, 8 | 11 | 18) => "an",
                    _ => "a",
                };
                let on = self.layout.end_label(end);
                match self.mech.join {
                    // Touching numbers add up to a target, so the number left open is
                    // not plain to see (and a wild tile may leave either).
                    j @ Join::SumTo(_) => {
                        let leaving = j.leaving(open, self.mech.set.top());
                        format!("{who} played {tile} on {the} {on}, {leaving}")
                    }
                    Join::Match => format!("{who} played {tile} on {the} {on}"),
                }
            }
            Move::Draw => format!("{who} drew from the boneyard"),
            Move::Pass => match self.pending {
                Some(p) if !p.missed => format!("{who} did not claim {} points", p.points),
                _ => format!("{who} passed"),
            },
            Move::Claim => match self.pending {
                Some(p) => format!("{who} claimed {} points", p.points),
                None => format!("{who} claimed"),
            },
            Move::Muggins => match self.pending {
                Some(p) => format!("{who} called muggins and took {} points", p.points),
                None => format!("{who} called muggins"),
            },
        }
    }
}

/// A move in record notation that could not be read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveTextError {
    /// The text.
    pub text: String,
    /// What is wrong with it.
    pub why: &'static str,
}

impl fmt::Display for MoveTextError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "cannot read move '{}': {}",
            crate::rules::input::shown(&self.text),
            self.why
        )
    }
}

impl std::error::Error for MoveTextError {}
