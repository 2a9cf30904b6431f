//! What the table asks of you now, or whom it waits for: the line the live region ends
//! with and the actions panel shows.

use super::{tile_of, Picked, TableState, YOU};
use crate::rules::{Join, Move, Phase, PoseRule};

impl TableState {
    /// What to do now, or whom the table waits for.
    pub fn prompt(&self) -> String {
        match self.picked_tile() {
            Some(tile) if self.your_turn() => {
                if matches!(self.picked(), Picked::TileOn(..)) {
                    format!("Choose which number {tile} leaves open.")
                } else {
                    format!("Choose a glowing end for {tile}.")
                }
            }
            _ => self.turn_prompt(),
        }
    }

    /// [`TableState::prompt`] before any tile is picked: what the live region said last
    /// when it is your turn.
    pub fn turn_prompt(&self) -> String {
        let hand = self.game().hand();
        let players = self.game().variant().players();
        let turn = hand.turn();
        let who = turn.name(players);
        if self.game().hand_finished() {
            return "The hand is over.".to_string();
        }
        if turn != YOU {
            return match hand.phase() {
                Phase::ChoosePoser(team) => {
                    let [a, b] = team.seats();
                    format!(
                        "{} and {} choose who poses.",
                        a.name(players),
                        b.name(players)
                    )
                }
                Phase::Pose => format!("{who} to pose."),
                _ => format!("{who} to play."),
            };
        }
        match hand.phase() {
            Phase::ChoosePoser(_) => "Your team poses: choose who.".to_string(),
            Phase::Pose => match hand.pose_rule() {
                PoseRule::Tile(t) => format!("Your turn: pose {t}."),
                PoseRule::AnyDouble(_) if self.legal().contains(&Move::Pass) => {
                    "You hold no double: pass the pose on.".to_string()
                }
                PoseRule::AnyDouble(_) => "Your turn: pose any double.".to_string(),
                PoseRule::Any(_) | PoseRule::Team(_) => "Your turn: pose any tile.".to_string(),
            },
            _ => {
                if let Some(p) = hand.pending_claim() {
                    if !p.missed {
                        return format!(
                            "Your play makes {} points: claim them (or don't).",
                            p.points
                        );
                    }
                }
                let can_play = self.legal().iter().any(|m| tile_of(*m).is_some());
                let muggins = self.legal().contains(&Move::Muggins);
                let mut text = if can_play {
                    self.your_turn_words()
                } else if self.legal().contains(&Move::Draw) {
                    "Nothing fits: draw until one fits.".to_string()
                } else {
                    "Nothing fits: pass.".to_string()
                };
                if muggins {
                    if let Some(p) = hand.pending_claim() {
                        text.push_str(&format!(
                            " The last player did not claim {} points: call muggins to take them.",
                            p.points
                        ));
                    }
                }
                text
            }
        }
    }

    /// "Your turn: play a tile.", or in Matador what the ends need, which their markers
    /// (the numbers open) do not say: "Your turn: ends need 3 and 1." (a playtest looked
    /// for a 4 beside a 4 end). A blank end, which only a wild tile joins, is drawn
    /// closed and not named: beside one, "Your turn: the 5 end needs 2."; with only blanks
    /// open, "Your turn: play a matador." Short, to stay on the upright phone's one line.
    fn your_turn_words(&self) -> String {
        let hand = self.game().hand();
        let mech = hand.mechanics();
        if mech.join == Join::Match {
            return "Your turn: play a tile.".to_string();
        }
        let layout = hand.layout();
        let mut needs: Vec<String> = Vec::new();
        let (mut blank, mut named) = (false, 0);
        for e in layout.open_ends() {
            let n = layout.end_number(e);
            let need = mech.join.partner(n, mech.set.top());
            blank |= need.is_none();
            if let Some(need) = need.map(|n| n.to_string()).filter(|n| !needs.contains(n)) {
                needs.push(need);
                named = n;
            }
        }
        match needs.as_slice() {
            [] => "Your turn: play a matador.".to_string(),
            // Beside a blank, "ends need 2" read as if both did (a playtest).
            [need] if blank => format!("Your turn: the {named} end needs {need}."),
            _ => format!("Your turn: ends need {}.", needs.join(" and ")),
        }
    }
}
