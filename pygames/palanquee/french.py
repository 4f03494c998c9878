"""Palanquée in French: the texts of every message of :mod:`pygames.palanquee.words` (``WORDS``) and of
:mod:`pygames.palanquee.puzzle` (``PUZZLE``), by message id, with the same values to fill in.

Terms, kept throughout: a seed is une *graine*, a grain un *grain* (their genders tell them apart: la
graine K7, le grain J9); a plant une *plante*; Black and White *Noir* and *Blanc*; a cell une *case*,
a column une *colonne*, a row une *rangée*; to capture *prendre* (a capture: une *prise*); the enemy's
pieces les pièces *adverses*; a draw une partie *nulle*; the reserve la *réserve*. The actions: grow
*faire pousser* (un grain, une graine), sow *semer*, move *déplacer*, trim *tailler*, recoil *retirer*
(une graine), both of which put the piece back *en réserve*; a seed *doit* (owes) an action and
*dépense* (spends) it. Notation (``grow I9``, ``K7: sow O4``) and the JSON form's names stay as they are.
"""

WORDS = {
    "side_black": "Noir",
    "side_white": "Blanc",
    "label_grow": "Faire pousser",
    "label_grow-seed": "Faire pousser une graine",
    "label_move": "Déplacer",
    "label_trim": "Tailler",
    "label_recoil": "Retirer",
    "label_sow": "Semer",
    "option_max_turns": "Tours avant la nulle",
    "colour_black": "Noir",
    "colour_white": "Blanc",
    "piece_black_seed": "graine noire",
    "piece_black_grain": "grain noir",
    "piece_white_seed": "graine blanche",
    "piece_white_grain": "grain blanc",
    "unknown_level": "niveau {level} inconnu\u202f: choisissez easy, medium, hard ou expert",
    "no_action_to_choose": "la partie est finie\u202f: il n’y a pas d’action à choisir",
    "action_named": "{label} ({shortcut})",
    "seed": "{n} graine",
    "seeds": "{n} graines",
    "grain": "{n} grain",
    "grains": "{n} grains",
    "lost_seed": "{n} graine perdue",
    "lost_seeds": "{n} graines perdues",
    "action": "{n} action",
    "actions": "{n} actions",
    "place": "{n} case marquée",
    "places": "{n} cases marquées",
    "semicolon": "\u202f; ",
    "owner_of": "de {side}",
    "seed_cells": "la graine {cells}",
    "seeds_cells": "les graines {cells}",
    "grain_cells": "le grain {cells}",
    "grains_cells": "les grains {cells}",
    "pieces_of": "{what} {owner}",
    "pieces_of_both": "{seeds} et {grains} {owner}",
    "the_red_line": "la ligne rouge",
    "run_seed": "votre graine {cells}",
    "run_seeds": "vos graines {cells}",
    "run_grain": "votre grain {cells}",
    "run_grains": "vos grains {cells}",
    "run_piece": "votre pièce {cells}",
    "run_pieces": "vos pièces {cells}",
    "no_owed": "aucune de vos graines ne doit d’action",
    "owed_one": "seule votre graine {seed} doit encore une action",
    "owed_many": "vos graines {seeds} doivent encore une action",
    "not_a_cell": (
        "{cell} n’est pas une case du plateau\u202f: colonnes S à A, rangées 1 à 16 (jusqu’à 17 dans les colonnes "
        "hautes R P N L J H F D B)"
    ),
    "not_an_action": (
        "{text} n’est pas une action de Palanquée\u202f: écrivez grow I9, grow-seed I9, move J7 I9, trim J7, "
        "recoil K7 ou sow O4 (précédée de la graine quand plusieurs pourraient la dépenser\u202f: {example})"
    ),
    "unknown_kind": "le type d’action est l’un de {kinds}, pas {kind}",
    "unknown_action": "l’action est l’une de {kinds}, pas {action}",
    "given_twice": "{cell} est donnée deux fois",
    "game_over": "la partie est finie\u202f: commencez-en une nouvelle pour rejouer",
    "ambiguous_two": "ambigu\u202f: vos deux graines {seeds} pourraient dépenser cette action\u202f; écrivez {choices}",
    "ambiguous": "ambigu\u202f: vos graines {seeds} pourraient dépenser cette action\u202f; écrivez {choices}",
    "sow_only_turn": (
        "ouverture\u202f: {side} n’a aucune pièce sur le plateau, ce tour se limite donc à semer sur une case "
        "vide (comme sow {example})"
    ),
    "not_your_seed_to_spend": (
        "{seed} n’est pas une de vos graines\u202f: écrivez d’abord la graine dont vous dépensez l’action (comme "
        "{example})"
    ),
    "seed_spent": "votre graine {seed} n’a plus d’action ce tour-ci\u202f; {owed}",
    "put_not_empty": "{cell} n’est pas vide\u202f: une pièce se pose sur une case vide",
    "no_grain_to_grow": "vous n’avez plus de grain en réserve à faire pousser",
    "no_seed_left": "vous n’avez plus de graine en réserve",
    "move_a_seed": "{cell} est une graine\u202f: seuls les grains se déplacent",
    "move_not_yours": "{cell} n’est pas un de vos grains",
    "move_not_empty": "{cell} n’est pas vide\u202f: un grain se déplace sur une case vide",
    "trim_a_seed": "{cell} est une graine\u202f: tailler remet un grain en réserve (retirer remet une graine)",
    "trim_not_yours": "{cell} n’est pas un de vos grains",
    "recoil_not_yours": "{cell} n’est pas une de vos graines\u202f: retirer remet une de vos graines en réserve",
    "grow_not_next": "{cell} ne touche aucune de vos plantes\u202f: une plante pousse sur une case voisine",
    "move_not_next": (
        "{cell} ne touche pas le reste de la plante de {source}\u202f: un grain se déplace à côté de sa propre "
        "plante"
    ),
    "recoil_one_seed": (
        "la plante de {cell} n’a qu’une graine\u202f: une plante ne retire une graine que si elle en a deux ou "
        "plus"
    ),
    "recoil_kills": (
        "retirer {cell} laisserait des grains sans graine\u202f: la plante ne peut pas retirer cette graine"
    ),
    "other_plant": (
        "l’action de la graine {seed} se dépense sur sa propre plante, et {action} agit sur une autre plante"
    ),
    "plant_spent_one": (
        "la plante de la graine {seeds} n’a plus d’action ce tour-ci\u202f: une action ne se dépense que sur la "
        "plante de la graine qui la doit\u202f; {owed}"
    ),
    "plant_spent": (
        "la plante des graines {seeds} n’a plus d’action ce tour-ci\u202f: une action ne se dépense que sur la "
        "plante de la graine qui la doit\u202f; {owed}"
    ),
    "opening_distance": (
        "ouverture\u202f: pendant vos trois premiers tours, vos pièces restent à 3 cases au moins de toute pièce "
        "adverse\u202f; {cell} est à {d} de {enemy}"
    ),
    "suicide": "suicide\u202f: ce coup placerait {run} entre {end1} et {end2}",
    "ko_single": (
        "ko\u202f: poser en {cell} pour prendre la pièce isolée en {taken} annulerait la dernière prise de {side} "
        "(une pièce posée en {taken} a pris la pièce isolée en {cell})\u202f; jouez d’abord ailleurs"
    ),
    "ko_repeat": (
        "ko\u202f: votre tour finirait avec le même plateau et les mêmes réserves qu’à la fin de votre tour "
        "précédent"
    ),
    "not_legal_now": "{action} n’est pas une action légale maintenant",
    "did_grow": "{who} fait pousser un grain en {cell}",
    "did_grow-seed": "{who} fait pousser une graine en {cell}",
    "did_sow": "{who} sème une graine en {cell}",
    "did_move": "{who} déplace le grain {source} en {cell}",
    "did_trim": "{who} taille le grain {cell}",
    "did_recoil": "{who} remet la graine {cell} en réserve",
    "and_captures": "{text} et prend {pieces}",
    "and_captures_seed": "{text} et prend {pieces} (la graine quitte la partie)",
    "and_captures_seeds": "{text} et prend {pieces} (les graines quittent la partie)",
    "and_saturated": "{text}\u202f; la colonne {column} est saturée, toutes ses pièces partent donc ({pieces})",
    "and_dead_one": "{text}\u202f; {pieces} n’a plus de lien avec une graine et part aussi",
    "and_dead": "{text}\u202f; {pieces} n’ont plus de lien avec une graine et partent aussi",
    "done": "{text}.",
    "then_cap": "{text} La partie atteint sa limite de tours ({n})\u202f: partie nulle.",
    "then_both_lost": "{text} Les deux joueurs ont perdu toutes leurs graines\u202f: partie nulle.",
    "then_win": "{text} {loser} a perdu ses trois graines\u202f: {winner} gagne.",
    "then_turn_ends": "{text} Fin du tour.",
    "then_no_use_one": "{text} L’action qui reste à {who} ne peut être jouée légalement\u202f: fin du tour.",
    "then_no_use": "{text} Les actions qui restent à {who} ne peuvent être jouées légalement\u202f: fin du tour.",
    "then_forfeited_one": "{text} {n} tour passé (aucune action légale).",
    "then_forfeited": "{text} {n} tours passés (aucune action légale).",
    "do_grow": "Faire pousser un grain en {cell}.",
    "do_grow-seed": "Faire pousser une graine en {cell}.",
    "do_sow": "Semer une graine en {cell}.",
    "do_move": "Déplacer le grain {source} en {cell}.",
    "do_trim": "Tailler le grain {cell}.",
    "do_recoil": "Remettre la graine {cell} en réserve.",
    "do_spent_by": "{action} La graine {seed} y dépense son action.",
    "over_cap": "Partie finie, nulle\u202f: la partie a atteint sa limite de tours ({n}). {reserves}",
    "over_both_lost": (
        "Partie finie, nulle\u202f: les dernières graines des deux joueurs ont quitté la partie dans la même "
        "action. {reserves}"
    ),
    "over_win": (
        "Partie finie\u202f: {winner} gagne, les trois graines de {loser} ont toutes quitté la partie. {reserves}"
    ),
    "playing_sow": "{side} joue, tour {turn}\u202f: {side} n’a aucune pièce sur le plateau et sème une graine.",
    "playing_one": "{side} joue, tour {turn}\u202f: il reste {actions}, due par la graine {seeds}.",
    "playing": "{side} joue, tour {turn}\u202f: il reste {actions}, dues par les graines {seeds}.",
    "and_no_use": "{text} Aucune ne peut être jouée légalement.",
    "and_opening_last": (
        "{text} Règle d’ouverture\u202f: les pièces se posent à 3 cases au moins des pièces adverses (ce tour "
        "seulement)."
    ),
    "and_opening_one": (
        "{text} Règle d’ouverture\u202f: les pièces se posent à 3 cases au moins des pièces adverses (ce tour et "
        "{more} autre)."
    ),
    "and_opening": (
        "{text} Règle d’ouverture\u202f: les pièces se posent à 3 cases au moins des pièces adverses (ce tour et "
        "{more} autres)."
    ),
    "and_reserves": "{text} {reserves}",
    "reserves": "Réserves\u202f: {black}\u202f; {white}.",
    "reserve_of": "{side} {seeds}, {grains}",
    "reserve_of_lost": "{side} {seeds}, {grains} ({lost})",
    "side_line": "{side} · réserve {seeds}, {grains} · {lost}",
    "side_line_sow": (
        "{side} (joue)\u202f: aucune pièce sur le plateau, donc une graine à semer · réserve {seeds}, {grains} · "
        "{lost}"
    ),
    "side_line_owing": "{side} (joue)\u202f: {actions} à jouer, par {owed} · réserve {seeds}, {grains} · {lost}",
    "board_intro": "Plateau de Palanquée de 313 cases.",
    "board_no_piece": "{side}\u202f: aucune pièce sur le plateau.",
    "board_plants_one": "{side}\u202f: 1 plante\u202f: {plants}.",
    "board_plants": "{side}\u202f: {n} plantes\u202f: {plants}.",
    "plant_seed": "graine {cells}",
    "plant_seeds": "graines {cells}",
    "plant_grain": "grain {cells}",
    "plant_grains": "grains {cells}",
    "plant_with": "{seeds} avec {grains}",
    "cell_label_empty": "{cell}, vide",
    "cell_label_piece": "{cell}, {piece}",
    "cell_label_mark": "{label}, {mark}",
    "mark_legal": "jouable",
    "mark_selected": "choisie",
    "mark_hint": "indice",
    "mark_last": "dernière action",
    "click_over": "La partie est finie\u202f: commencez-en une nouvelle pour rejouer.",
    "cell_empty": "{cell} est vide",
    "cell_your_seed": "{cell} porte votre graine",
    "cell_your_grain": "{cell} porte votre grain",
    "cell_their_seed": "{cell} porte une graine de {side}",
    "cell_their_grain": "{cell} porte un grain de {side}",
    "choose_action_first": (
        "{cell}\u202f: choisissez d’abord une action\u202f; actions possibles sur cette case\u202f: {actions}."
    ),
    "no_action_here": (
        "{cell}\u202f: aucune action ne peut utiliser cette case maintenant. Choisissez une action pour voir les "
        "cases qu’elle peut utiliser."
    ),
    "kind_no_use": "{label}\u202f: impossible maintenant, car {reason}.",
    "no_use_over": "la partie est finie",
    "no_use_sow_only": "{side} n’a aucune pièce sur le plateau, ce tour se limite donc à semer",
    "no_use_no_seed": "vous n’avez plus de graine en réserve",
    "no_use_no_grain": "vous n’avez plus de grain en réserve",
    "no_use_no_grains": "les plantes qui doivent encore une action n’ont aucun grain",
    "no_use_grow": "les règles refusent toutes les cases vides voisines des plantes qui doivent encore une action",
    "no_use_grow-seed": "les règles refusent toutes les cases vides voisines des plantes qui doivent encore une action",
    "no_use_move": "aucun grain des plantes qui doivent encore une action n’a de case légale où aller",
    "no_use_trim": "les règles refusent toute taille maintenant",
    "no_use_recoil": (
        "retirer demande une plante d’au moins deux graines qui garde, sans la graine retirée, une graine "
        "près de chaque grain"
    ),
    "no_use_sow": "les règles refusent toutes les cases vides",
    "first_sow_only": (
        "{side} n’a aucune pièce sur le plateau\u202f: choisissez une case vide où semer une graine (cases "
        "marquées\u202f: {n})."
    ),
    "first_grow": (
        "Faire pousser\u202f: choisissez une case vide voisine d’une plante qui doit encore une action (cases "
        "marquées\u202f: {n})."
    ),
    "first_grow-seed": (
        "Faire pousser une graine\u202f: choisissez une case vide voisine d’une plante qui doit encore une action "
        "(cases marquées\u202f: {n})."
    ),
    "first_move": (
        "Déplacer\u202f: choisissez un de vos grains (grains mobiles marqués\u202f: {n}), puis sa destination."
    ),
    "first_trim": "Tailler\u202f: choisissez un de vos grains à remettre en réserve (grains marqués\u202f: {n}).",
    "first_recoil": "Retirer\u202f: choisissez une de vos graines à remettre en réserve (graines marquées\u202f: {n}).",
    "first_sow": "Semer\u202f: choisissez une case vide pour une graine de votre réserve (cases marquées\u202f: {n}).",
    "grain_picked": "{cell} choisi\u202f: {places} où le déplacer. Choisissez-en une, ou un autre grain.",
    "grain_stuck": (
        "{cell} choisi, mais il ne peut aller nulle part\u202f: choisissez une case pour savoir pourquoi, ou un "
        "autre grain."
    ),
    "choose_spender": (
        "{action}\u202f: vos graines {seeds} sont dans des plantes différentes et chacune pourrait dépenser cette "
        "action. Choisissez celle qui la dépense (elles sont marquées)."
    ),
    "choose_which_seed": "Quelle graine dépense son action pour {action}\u202f? {seeds} (marquées).",
    "deselected": "{cell} n’est plus choisi. {then}",
    "click_a_seed": "{cell} est une graine\u202f: seuls les grains se déplacent (Retirer remet une graine en réserve).",
    "click_pick_grain": "{cell}\u202f: choisissez d’abord un de vos grains à déplacer (ceux qui sont marqués).",
    "goal_capture_one": "{side} joue\u202f: prenez au moins {n} pièce adverse ce tour-ci.",
    "goal_capture": "{side} joue\u202f: prenez au moins {n} pièces adverses ce tour-ci.",
    "goal_captured_one": "{turn} prend {n} pièce adverse\u202f; l’objectif est d’au moins {goal}.",
    "goal_captured": "{turn} prend {n} pièces adverses\u202f; l’objectif est d’au moins {goal}.",
    "look_at": "Regardez {step}.",
    "code_letters": "dans {what}, il faut des paires de caractères A-Z a-z 0-9 - ~, pas {text}",
    "code_range": "dans {what}, un code est hors limites ({n} ≥ {limit})",
    "text_empty": "la position de Palanquée est vide",
    "text_parts": (
        "une position de Palanquée a 9 parties jointes par _ (options, progression, comptes, plateau, "
        "graines dues, début du tour, tour précédent, ko, prises), pas {count}"
    ),
    "text_cap": "la première partie est la limite de tours, un nombre entier, pas {part}",
    "text_progress": "la progression s’écrit to_move.turn.opening, comme b.0.33, pas {part}",
    "text_counts": (
        "les comptes sont six nombres entiers (graines perdues, puis réserves), comme 0.0.3.50.3.50, pas "
        "{part}"
    ),
    "text_board_order": "le plateau liste chaque case une seule fois, dans l’ordre du plateau",
    "text_snapshot": "dans {what}, il faut d’abord deux chiffres de graines perdues, pas {part}",
    "text_pairs": "dans {what}, il faut des groupes de quatre caractères, pas {part}",
    "what_board": "le plateau",
    "what_owed": "les graines dues",
    "what_start": "l’état du début du tour",
    "what_previous": "l’état du tour précédent",
    "what_ko": "les prises du ko",
    "what_captures": "les prises du tour",
    "not_whole": "{what}\u202f: il faut un nombre entier ≥ 0, pas {value}",
    "not_cell_names": "{what}\u202f: il faut des noms de cases comme K7, pas {value}",
    "board_object": (
        "{what}\u202f: il faut un objet nom de case -> «\u202fblack seed\u202f», «\u202fwhite grain\u202f»…"
    ),
    "not_a_piece": (
        "{cell} porte {piece}\u202f: une pièce est «\u202fblack seed\u202f», «\u202fblack grain\u202f», «\u202fwhite seed\u202f» ou «\u202fwhite "
        "grain\u202f»"
    ),
    "snapshot_object": "{what}\u202f: il faut un objet avec «\u202fboard\u202f» et «\u202flost\u202f»",
    "what_snapshot_board": "{what} (plateau)",
    "snapshot_lost": (
        "{what}\u202f: «\u202flost\u202f» doit donner un nombre pour «\u202fblack\u202f» et pour «\u202fwhite\u202f»"
    ),
    "what_snapshot_lost": "{what}, graines perdues de {colour}",
    "pairs_list": "{what}\u202f: il faut une liste de paires de cases [posée, prise]",
    "pairs_list_not": "{what}\u202f: il faut une liste de paires de cases [posée, prise], pas {pair}",
    "dict_not_object": "une position de Palanquée est un objet JSON",
    "dict_to_move": "«\u202fto_move\u202f» vaut «\u202fblack\u202f» ou «\u202fwhite\u202f», pas {value}",
    "dict_reserve_lost": (
        "«\u202freserve\u202f» et «\u202flost\u202f» doivent être des objets avec «\u202fblack\u202f» et «\u202fwhite\u202f»"
    ),
    "dict_reserve_of": (
        "«\u202freserve\u202f» de {colour} doit donner «\u202fseeds\u202f» et «\u202fgrains\u202f», pas {value}"
    ),
    "what_reserve_seeds": "les graines en réserve de {colour}",
    "what_reserve_grains": "les grains en réserve de {colour}",
    "what_lost_of": "«\u202flost\u202f» de {colour}",
    "what_opening_of": "«\u202fopening_left\u202f» de {colour}",
    "dict_seed_count": (
        "{colour}\u202f: graines sur le plateau {on}, en réserve {reserve}, perdues {gone}\u202f; cela fait {total} au "
        "lieu des {seeds} graines de chaque joueur"
    ),
    "dict_grain_count": (
        "{colour}\u202f: grains sur le plateau {on}, en réserve {reserve}\u202f; c’est plus que {grains}"
    ),
    "dict_owed": "«\u202fowed\u202f» doit être une liste de cases de graines, pas {value}",
    "dict_sow_only": "«\u202fsow_only\u202f» vaut true ou false, pas {value}",
    "dict_opening": (
        "«\u202fopening_left\u202f» doit donner un nombre pour «\u202fblack\u202f» et pour «\u202fwhite\u202f»"
    ),
    "dict_winner": "le gagnant ici est {winner}, pas {value}",
    "bad_board": "le plateau doit faire {n} octets de pièces",
    "bad_to_move": "le camp qui joue est «\u202fblack\u202f» ou «\u202fwhite\u202f», pas {value}",
    "turn_past_cap": "c’est le tour {turn}, mais la partie s’arrête au tour {most}",
    "bad_capture_pairs": (
        "prises isolées listées pour un tour\u202f: {n}\u202f; mais un tour compte au plus {most} actions, d’une prise "
        "isolée chacune"
    ),
    "max_turns_low": "max_turns doit valoir au moins 1",
    "bad_negative": "la réserve et les graines perdues de {colour} ne peuvent pas être négatives",
    "bad_seed_count": "les graines de {colour} sur le plateau, en réserve et perdues doivent faire {seeds}",
    "bad_grain_count": "{colour} a plus de {grains} grains sur le plateau et en réserve",
    "bad_opening": "les tours d’ouverture restants de {colour} vont de 0 à 3, pas {value}",
    "dead_plant_one": (
        "le grain {cells} de {colour} ne touche aucune graine de {colour}\u202f: une plante sans graine est "
        "aussitôt enlevée"
    ),
    "dead_plant": (
        "les grains {cells} de {colour} ne touchent aucune graine de {colour}\u202f: une plante sans graine est "
        "aussitôt enlevée"
    ),
    "bad_owed": "{cell} doit une action mais ne porte pas de graine de {colour}",
    "bad_owed_order": "les graines qui doivent une action sont listées une fois chacune, dans l’ordre du plateau",
    "bad_sow_only": "un tour de semis est un tour où le camp qui joue n’a aucune pièce sur le plateau",
    "bad_no_owed": (
        "aucune graine ne doit d’action, le tour serait donc fini\u202f: donnez «\u202fowed\u202f» ou le camp suivant"
    ),
    "bad_snapshot_board": "le plateau de {what} doit faire {n} octets de pièces",
    "bad_snapshot_lost": "les graines perdues de {what} vont de 0 à {seeds}",
    "bad_ko_pair": "une paire de ko doit nommer deux cases",
}

PUZZLE = {
    "over_one": (
        "{side} joue\u202f: prenez au moins {n} pièce adverse en vos {turns} prochains tours, quoi que fasse "
        "{opponent}."
    ),
    "over": (
        "{side} joue\u202f: prenez au moins {n} pièces adverses en vos {turns} prochains tours, quoi que fasse "
        "{opponent}."
    ),
    "area": "Regardez la case {cell}.",
    "enemy_piece": "{n} pièce adverse",
    "enemy_pieces": "{n} pièces adverses",
    "red-line_name": "Ligne rouge",
    "red-line_words": (
        "La ligne rouge au bord du plateau ferme une ligne de pièces adverses comme le ferait une de vos "
        "pièces."
    ),
    "red-line_idea": (
        "La ligne rouge du bord compte comme une de vos pièces\u202f: cherchez des pièces adverses alignées "
        "contre elle."
    ),
    "saturation_name": "Saturation",
    "saturation_words": "Une colonne se remplit sans garder deux cases vides voisines, et toutes ses pièces partent.",
    "saturation_idea": "Comptez les cases vides des colonnes\u202f: une colonne qui se remplit est vidée.",
    "dead-plant_name": "Plante morte",
    "dead-plant_words": "Des pièces adverses coupées de toutes leurs graines meurent avec la prise.",
    "dead-plant_idea": (
        "Cherchez une plante adverse qui ne tient qu’à une pièce\u202f: coupez-la de sa graine et elle meurt."
    ),
    "not-a-suicide_name": "Faux suicide",
    "not-a-suicide_words": (
        "La pièce arrive entre des pièces adverses, mais sa propre prise passe d’abord et la libère."
    ),
    "not-a-suicide_idea": (
        "Une case qui ressemble à un suicide n’en est pas forcément un\u202f: les prises se font avant le test."
    ),
    "double-capture_name": "Double prise",
    "double-capture_words": "Une seule pièce ferme deux lignes à la fois et prend le long des deux.",
    "double-capture_idea": "Cherchez une case qui ferme deux lignes de pièces adverses à la fois.",
    "seed-taken_name": "Graine prise",
    "seed-taken_words": "Une graine adverse est prise et quitte la partie.",
    "seed-taken_idea": "Visez une graine adverse\u202f: la prendre la fait sortir de la partie.",
    "flank_name": "Tenaille",
    "flank_words": (
        "La prise ordinaire\u202f: une ligne de pièces adverses entre votre nouvelle pièce et une des vôtres est "
        "prise."
    ),
    "flank_idea": "Cherchez des pièces adverses alignées avec une des vôtres au bout\u202f: fermez la ligne.",
    "preparation_name": "Préparation",
    "preparation_words": (
        "Le premier tour prend moins qu’il ne pourrait, pour que le suivant prenne plus, quoi que fasse "
        "l’adversaire."
    ),
    "preparation_idea": (
        "La plus grosse prise immédiate n’est pas la réponse\u202f: cherchez un tour qui prépare le suivant."
    ),
}
