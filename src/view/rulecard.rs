//! The rule cards as the page shows them: each family writes its own card in its file
//! under `rules/family/`; the view reaches it through the family.

use crate::rules::Family;
pub use crate::rules::RuleCard;

/// The rule card of `family` (empty for a family the engine does not play yet).
pub fn rule_card(family: Family) -> RuleCard {
    family.rule_card().copied().unwrap_or(RuleCard {
        setup: "",
        points: &[],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_family_has_a_card() {
        for family in Family::ALL {
            let card = rule_card(family);
            assert!(card.setup.len() > 40, "{family:?}");
            assert!(card.points.len() >= 3, "{family:?}");
        }
    }

    #[test]
    fn the_french_card_quotes_the_penalty_the_engine_charges() {
        let penalty = crate::rules::Variant::standard(Family::French)
            .unwrap()
            .pass_penalty()
            .unwrap();
        let card = rule_card(Family::French);
        let text = card.points.join(" ");
        assert!(
            text.contains(&format!(
                "it costs {penalty} points if you could have played"
            )),
            "{text}"
        );
    }
}
