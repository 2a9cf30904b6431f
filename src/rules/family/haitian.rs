//! Haitian (Dekabès). Four players in partnership by default: going out scores 1, going
//! out with a tile that fits both ends (a Dekabès) scores 2; a block goes to the single
//! lowest count; a tie makes the next hand worth double (2, or 4 with a Dekabès). The
//! winners add, the losers drop to 0; first to 4. Signals about the free end may go with
//! a play. Individual forms for two, three and four players.

use super::common::{blank_result, blocked_to_lowest_single, points_word};
use super::sixlove::winner_poses;
use super::{
    pick, text, top_double_pose, DrawRule, FamilyRules, HouseRules, Mechanics, Options, RuleCard,
    RuleSpec, TypedRules, Variant, ON_OFF,
};
use crate::rules::hand::{Hand, HandEnding, HandResult, Notes, PoseRule};
use crate::rules::outcome::MatchState;
use crate::rules::tile::DominoSet;
use crate::rules::tileset::TileSet;

/// Points that win the match.
const TARGET: i32 = 4;

pub(crate) struct Haitian;

/// The four-player form: the key "form" with these values means who plays with whom.
const FORM_FOUR: RuleSpec = RuleSpec {
    key: "form",
    label: "Form",
    help: "Partners sit opposite; individual: each for themself, 4 points in a row to win.",
    values: &["partners", "individual"],
};

/// [`FORM_FOUR`]'s values, typed.
const FORMS_FOUR: [HaitianForm; 2] = [HaitianForm::Partners, HaitianForm::Individual];

const SIGNALS: RuleSpec = RuleSpec {
    key: "signals",
    label: "Signals",
    help: "With a play, say how many more of the number you leave open you hold: 2+, 1 or none.",
    values: &["on", "off"],
};

/// The two-player form: the same key "form" means how the tiles are dealt.
const FORM_TWO: RuleSpec = RuleSpec {
    key: "form",
    label: "Form",
    help: "Draw: 7 each, draw from the other 14 when stuck. Block: 7 each, the rest out of play. Fourteen: 14 each.",
    values: &["draw", "block", "fourteen"],
};

/// [`FORM_TWO`]'s values, typed.
const FORMS_TWO: [HaitianForm; 3] = [HaitianForm::Draw, HaitianForm::Block, HaitianForm::Fourteen];

static SPECS_FOUR: [RuleSpec; 2] = [FORM_FOUR, SIGNALS];

static SPECS_TWO: [RuleSpec; 1] = [FORM_TWO];

/// The Haitian "form" rule. With four players it says who plays with whom; with two, how
/// the tiles are dealt: one key, two meanings, each with its own values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HaitianForm {
    /// Four players: partners sit opposite.
    Partners,
    /// Four players: each for themself.
    Individual,
    /// Two players: 7 each, drawing from the other 14 when stuck.
    Draw,
    /// Two players: 7 each, the rest out of play.
    Block,
    /// Two players: 14 each.
    Fourteen,
}

/// Haitian house rules, typed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HaitianRules {
    /// The form (`None` with three players, who have no choice).
    pub form: Option<HaitianForm>,
    /// Whether signals may go with a play (`None` but with four players).
    pub signals: Option<bool>,
}

impl HaitianRules {
    /// Parses the checked text form for a table of `players`.
    pub(crate) fn read(players: u8, rules: &HouseRules) -> HaitianRules {
        match players {
            4 => HaitianRules {
                form: Some(pick(rules, &FORM_FOUR, &FORMS_FOUR)),
                signals: Some(pick(rules, &SIGNALS, &ON_OFF)),
            },
            2 => HaitianRules {
                form: Some(pick(rules, &FORM_TWO, &FORMS_TWO)),
                signals: None,
            },
            _ => HaitianRules {
                form: None,
                signals: None,
            },
        }
    }

    /// The text form, in table order.
    pub(crate) fn text(&self) -> Vec<(&'static str, &'static str)> {
        let mut out = Vec::new();
        if let Some(form) = &self.form {
            if FORMS_FOUR.contains(form) {
                out.push(text(&FORM_FOUR, &FORMS_FOUR, form));
            } else {
                out.push(text(&FORM_TWO, &FORMS_TWO, form));
            }
        }
        if let Some(signals) = &self.signals {
            out.push(text(&SIGNALS, &ON_OFF, signals));
        }
        out
    }
}

rules_of!(HaitianRules in Options::Haitian);

/// The rule card: the game in a few lines, in the game's own words.
pub(super) static CARD: RuleCard = RuleCard {
    setup: "Four players in two teams (or each for themself with two, three or four); double-six, seven tiles each.",
    points: &[
        "The first hand opens with 6-6. Afterwards a player of the winning side opens with any tile; after a tie, the side that opened the tied hand opens again.",
        "Going out scores 1. Going out with a Dekabès, a non-double whose two numbers match the two open ends, scores 2.",
        "If the game blocks, the single lowest count scores 1. If two opponents tie for the lowest count, nobody scores and the next hand is worth double.",
        "The winners add their points and the losers fall back to 0: the first side to reach 4 wins.",
        "Signals: with a play you may tell everyone how many more tiles of the number you left open you hold (2 or more, 1, or none), so your partner can plan.",
    ],
};

impl TypedRules for HaitianRules {
    fn signals(&self) -> bool {
        self.signals == Some(true)
    }
}

impl FamilyRules for Haitian {
    fn player_counts(&self) -> &'static [u8] {
        &[2, 3, 4]
    }

    fn sets(&self) -> &'static [DominoSet] {
        &[DominoSet::DOUBLE_SIX]
    }

    fn specs(&self, players: u8) -> &'static [RuleSpec] {
        match players {
            4 => &SPECS_FOUR,
            2 => &SPECS_TWO,
            _ => &[],
        }
    }

    fn partnership(&self, players: u8, options: &Options) -> bool {
        players == 4
            && !matches!(
                options,
                Options::Haitian(HaitianRules {
                    form: Some(HaitianForm::Individual),
                    ..
                })
            )
    }

    fn match_goal(&self, _v: &Variant) -> String {
        "First to 4; the losers of each hand go back to 0.".to_string()
    }

    fn mechanics(&self, v: &Variant) -> Mechanics {
        match (v.players(), HaitianRules::of(v).form) {
            (2, Some(HaitianForm::Draw)) => Mechanics {
                draw: DrawRule::WhenStuck,
                ..Mechanics::line(2, v.set(), 7)
            },
            (2, Some(HaitianForm::Fourteen)) => Mechanics::line(2, v.set(), 14),
            (2, _) => Mechanics::line(2, v.set(), 7),
            (3, _) => Mechanics::line(3, v.set(), 9).without_double_blank(),
            _ => Mechanics::line(4, v.set(), 7),
        }
    }

    fn opening_pose(&self, _v: &Variant, hands: &[TileSet]) -> PoseRule {
        // The 6-6 holder with four players; otherwise the highest double, else the
        // heaviest tile.
        top_double_pose(hands, false)
    }

    fn settle(&self, v: &Variant, hand: &Hand, ties: u32, notes: &mut Notes) -> HandResult {
        let mut r = blank_result(v, hand, notes);
        let (winner, base) = match r.end {
            HandEnding::Out {
                seat, either_end, ..
            } => {
                let side = v.side_of(seat);
                r.winner = Some(side);
                if either_end {
                    notes.add(|| {
                        format!(
                            "Dekabès: {}'s last tile fitted both ends.",
                            seat.name(v.players())
                        )
                    });
                }
                (Some(side), if either_end { 2 } else { 1 })
            }
            HandEnding::Blocked => {
                let tie = if ties > 0 {
                    "no score, and the next hand still counts double (never more)"
                } else {
                    "no score, and the next hand counts double"
                };
                (blocked_to_lowest_single(v, &mut r, notes, || tie.into()), 1)
            }
        };
        if let Some(side) = winner {
            // After a tied hand the next win counts double, however many ties came before.
            let points = if ties > 0 { base * 2 } else { base };
            r.points[side.index()] = points;
            notes.add(|| {
                let how = if base == 2 {
                    "wins with a Dekabès"
                } else {
                    "wins the hand"
                };
                let mut text = format!("{} {how}: {}", v.side_name(side), points_word(base));
                if ties > 0 {
                    text += &format!(", doubled by the tied hand before: {}", points_word(points));
                }
                text + "."
            });
        }
        r
    }

    fn advance(&self, v: &Variant, state: &mut MatchState, result: &HandResult, notes: &mut Notes) {
        let Some(winner) = result.winner else {
            // Ties do not build up: the next hand is worth double, never more.
            state.pending_ties = 1;
            // The side that posed the tied hand poses again.
            state.next_pose = winner_poses(v, v.side_of(result.poser));
            return;
        };
        // The hand's points are already doubled after a tie (see `settle`).
        let points = result.points[winner.index()];
        state.pending_ties = 0;
        // Said only when someone had points to lose.
        let reset = (0..v.sides() as usize).any(|i| i != winner.index() && state.scores[i] != 0);
        for i in 0..v.sides() as usize {
            if i != winner.index() {
                state.scores[i] = 0;
            }
        }
        state.scores[winner.index()] += points;
        notes.add(|| {
            let others = if reset {
                "; the others go back to 0"
            } else {
                ""
            };
            format!("{} scores {points}{others}.", v.side_name(winner))
        });
        if state.scores[winner.index()] >= TARGET {
            state.winner = Some(winner);
            notes.add(|| format!("{} reaches {TARGET}: match won.", v.side_name(winner)));
        }
        state.next_pose = winner_poses(v, winner);
    }
}
