export const legal = {
  privacy: {
    title: 'Zásady ochrany osobních údajů',
    description:
      'Jaké osobní údaje Toulky zpracovávají, proč, jak dlouho je uchovávají a jak můžete uplatnit svá práva podle GDPR.',
    effective: 'Účinné od 28. 11. 2026',
    intro:
      'Toulky jsou aplikace s tipy na výlety pro turisty a rodiny. Zpracováváme jen údaje, které k tomu potřebujeme, a píšeme tu srozumitelně, co s nimi děláme. Tyto zásady popisují skutečné chování aplikace.',
    sections: {
      controller: {
        title: 'Kdo vaše údaje zpracovává',
        paragraphs: {
          p1: 'Správcem osobních údajů je [název provozovatele], se sídlem [adresa sídla], IČO [IČO] (dále „my“).',
          p2: 'S čímkoli, co se týká vašich údajů, nám napište na podpora@toulky.cz nebo v aplikaci přes Nastavení › Napsat podpoře.',
        },
      },
      account: {
        title: 'Účet',
        paragraphs: {
          p1: 'Když si založíte účet, uložíme váš e-mail, jméno a příjmení, preferovaný jazyk a datum založení účtu. Heslo nikdy neukládáme v čitelné podobě, jen jako otisk vytvořený algoritmem argon2id.',
          p2: 'Tyto údaje potřebujeme, abychom vám mohli účet poskytovat (plnění smlouvy podle čl. 6 odst. 1 písm. b) GDPR). Vaše křestní jméno uvidí ostatní u hodnocení, která napíšete.',
        },
      },
      profile: {
        title: 'Úvodní dotazník a zájmy',
        paragraphs: {
          p1: 'Po registraci se vás zeptáme na pár věcí, abychom vám mohli doporučovat výlety. Každá odpověď je nepovinná a můžete ji kdykoli změnit nebo smazat v Nastavení.',
        },
        items: {
          i1: 'obec, kde bydlíte, s okresem a krajem,',
          i2: 'pohlaví a věkové rozmezí,',
          i3: 'volby „tohle, nebo tamto“ (káva, nebo čaj; spacák, nebo hotel; vlak a autobus, nebo auto; sám, nebo ve společnosti),',
          i4: 'jak dlouhé výlety máte rádi a až pět zájmů,',
          i5: 'odkud jste se o Toulkách dozvěděli.',
        },
      },
      activity: {
        title: 'Co v aplikaci děláte',
        paragraphs: {
          p1: 'Ukládáme oblíbené výlety, uložené články, dokončené výlety s kilometry a vaše hodnocení výletů (hvězdičky, nepovinný text a až pět fotek s popisky). Díky tomu vám je můžeme ukázat v profilu a na všech vašich zařízeních.',
          p2: 'Hodnocení vidí ostatní s vaším křestním jménem. Když účet smažete, hodnocení zůstane, aby dál pomáhalo ostatním, ale bude podepsané „Smazaný uživatel“ a s vámi už nepůjde spojit.',
          p3: 'Z fotek, které k hodnocení přidáte, uložíme jen zmenšené kopie k zobrazení. Ještě předtím z nich odstraníme všechna metadata (polohu GPS, údaje o fotoaparátu a jeho výrobní číslo, čas pořízení) a nahraný soubor neuchováváme. Fotky vidí ostatní u vašeho hodnocení a na stránce výletu s vaším křestním jménem. Fotku můžete kdykoli odebrat; na rozdíl od textu hodnocení smažeme se zrušením účtu i všechny vaše fotky. Nahranou fotku, kterou k hodnocení neuložíte, smažeme do druhého dne.',
        },
      },
      reports: {
        title: 'Nahlášení obsahu a moderování',
        paragraphs: {
          p1: 'Když nahlásíte hodnocení nebo fotku, uložíme důvod, vaše vysvětlení, e-mail (přihlášeným ten z účtu), jazyk a čas nahlášení. Potřebujeme je, abychom nahlášení posoudili a sdělili vám výsledek, jak nám ukládá nařízení o digitálních službách (čl. 6 odst. 1 písm. c) GDPR). Autor se nedozví, kdo jeho hodnocení nebo fotku nahlásil.',
          p2: 'O nahlášení rozhoduje člověk z redakce. Rozhodnutí (co, na jakém základě, kdy a kdo z redakce) uchováváme, a když hodnocení nebo fotku skryjeme, pošleme autorovi e-mailem odůvodnění.',
          p3: 'Nahlášení uchováváme 12 měsíců od rozhodnutí; potom z nich smažeme e-mail a vysvětlení a zůstane jen anonymní záznam pro přehled o moderování. Smažete-li účet, smažeme s ním i vaše nahlášení.',
        },
      },
      emails: {
        title: 'E-maily',
        paragraphs: {
          p1: 'Posíláme e-maily, které k účtu patří: potvrzení registrace a odkaz pro obnovení hesla. Když napíšete podpoře, vaši zprávu uložíme a pošleme ji našemu týmu s vaším jménem a e-mailem, abychom vám mohli odpovědět.',
          p2: 'Newsletter posíláme jen se souhlasem. Z formuláře na webu se přihlašujete dvojím potvrzením (pošleme vám odkaz, který musíte otevřít); v aplikaci ho zapnete nebo vypnete v Nastavení › Newsletter. Každý newsletter obsahuje odkaz, kterým se jedním kliknutím odhlásíte.',
        },
      },
      cookies: {
        title: 'Cookies a místní úložiště',
        paragraphs: {
          p1: 'Nezbytné údaje ukládáme do vašeho prohlížeče vždy, bez nich by aplikace nefungovala: přihlašovací tokeny, volbu jazyka (i to, zda jste zavřeli nabídku stránky v druhém jazyce), vaši volbu cookies a data pro práci bez připojení, vše v místním úložišti. Po dobu přihlášení má aplikace navíc jednu nezbytnou cookie, toulky_app: nese jen identifikátor vašeho přihlášení na tomto zařízení a říká našemu serveru, že jste přihlášeni, aby vám mohl poslat seznam výletů nebo výlet rovnou připravený k zobrazení, a to v jazyce vašeho účtu. Neobsahuje heslo ani přihlašovací token, nikdo se s ní nepřihlásí a při odhlášení zmizí.',
          p2: 'Ostatní nástroje spouštíme jen s vaším souhlasem, který dáváte v okně cookies. Souhlas můžete kdykoli změnit v patičce přes „Nastavení cookies“.',
        },
        items: {
          i1: 'diagnostika: hlášení chyb, abychom je mohli opravit,',
          i2: 'analytika: Google Analytics 4 s anonymizovanou IP adresou, abychom věděli, které části aplikace se používají,',
          i3: 'marketing: měřicí pixel, který vyhodnocuje naše kampaně.',
        },
      },
      security: {
        title: 'Ochrana před roboty a zneužitím',
        paragraphs: {
          p1: 'Přihlášení, registraci, obnovu hesla, přihlášení k newsletteru, zprávy podpoře a nahlášení obsahu od návštěvníků bez účtu chrání Google reCAPTCHA v3. Google přitom získává technické údaje o vašem prohlížeči a zařízení; řídí se svými zásadami ochrany soukromí (policies.google.com/privacy).',
          p2: 'Počet pokusů o přihlášení a registraci a počet nahlášení omezujeme podle IP adresy a e-mailu. Děje se tak na základě našeho oprávněného zájmu na bezpečnosti služby (čl. 6 odst. 1 písm. f) GDPR).',
          p3: 'Abyste viděli, kde jste přihlášeni (Nastavení › Přihlášená zařízení), a mohli odhlásit zařízení, které nepoznáváte, ukládáme ke každému přihlášení prohlížeč a systém, jak se vaše zařízení představí (například „Safari · iOS“), kdy bylo naposledy použito, a zemi, do které patří jeho IP adresa (podle databáze IP2Location LITE). Samotnou IP adresu neukládáme. Tyto záznamy smažeme spolu s vaším účtem.',
        },
      },
      maps: {
        title: 'Mapy a poloha',
        paragraphs: {
          p1: 'Mapové dlaždice načítá váš prohlížeč přímo od Mapy.com (Seznam.cz, a.s.) nebo z OpenStreetMap, kteří přitom vidí vaši IP adresu.',
          p2: 'Polohu zařízení používáme jen ve vašem prohlížeči, když o ni požádáte (například značka „jste tady“ na mapě), a na náš server ji neposíláme.',
          p3: 'Seznam obcí pochází z veřejného registru ČSÚ/RÚIAN a neobsahuje žádné osobní údaje.',
        },
      },
      processors: {
        title: 'Komu údaje svěřujeme',
        paragraphs: {
          p1: 'Údaje neprodáváme. Pomáhají nám s nimi zpracovatelé, kteří je smějí použít jen pro nás: poskytovatel hostingu a doručovatel e-mailů (oba v Evropské unii), Google (reCAPTCHA a se souhlasem Analytics) a Seznam.cz (mapové dlaždice).',
        },
      },
      retention: {
        title: 'Jak dlouho údaje uchováváme',
        paragraphs: {
          p1: 'Údaje účtu, odpovědi, seznamy a zprávy podpoře uchováváme, dokud účet nesmažete. Smazání v Nastavení › Smazat účet je okamžité a odhlásí vás na všech zařízeních.',
        },
        items: {
          i1: 'newsletter: dokud se neodhlásíte,',
          i2: 'záznamy serveru (bez hesel a tokenů): nejvýše 30 dní,',
          i3: 'zálohy: přepisují se nejpozději do 30 dní, smazané údaje z nich tedy zmizí do 30 dní.',
        },
      },
      rights: {
        title: 'Vaše práva',
        paragraphs: {
          p1: 'Podle GDPR máte právo na přístup ke svým údajům, jejich opravu, výmaz, omezení zpracování, přenositelnost a právo vznést námitku. Souhlas můžete kdykoli odvolat, aniž by to ovlivnilo zpracování před odvoláním.',
          p2: 'Většinu změn provedete sami v Nastavení. Kopii všech údajů, které o vás vedeme, si tam stáhnete volbou „Stáhnout moje data“: soubor ZIP s daty ve formátu JSON (účet, odpovědi z úvodního dotazníku, zájmy, uložené a dokončené výlety s daty a kilometry, hodnocení s fotkami, nahlášení obsahu, newsletter, zprávy podpoře, přihlášení) a dokončenými výlety ve formátu GPX. S ostatním nám napište na podpora@toulky.cz; odpovíme nejpozději do jednoho měsíce.',
          p3: 'Máte také právo podat stížnost u Úřadu pro ochranu osobních údajů, Pplk. Sochora 27, 170 00 Praha 7, www.uoou.gov.cz.',
        },
      },
      children: {
        title: 'Děti',
        paragraphs: {
          p1: 'Účet si může založit člověk od 15 let. Mladší děti s Toulkami chodí s rodiči, kteří používají svůj účet.',
        },
      },
      changes: {
        title: 'Změny těchto zásad',
        paragraphs: {
          p1: 'Když zásady podstatně změníme, dáme vám vědět e-mailem nebo v aplikaci ještě předtím, než změna začne platit.',
        },
      },
    },
  },
  terms: {
    title: 'Podmínky užití',
    description: 'Pravidla pro používání Toulek: účet, bezpečnost na cestě, hodnocení, odpovědnost a kontakt.',
    effective: 'Účinné od 28. 11. 2026',
    intro:
      'Tyto podmínky upravují používání webu a aplikace Toulky, kterou provozuje [název provozovatele], se sídlem [adresa sídla], IČO [IČO]. Používáním Toulek s nimi souhlasíte.',
    sections: {
      service: {
        title: 'Co Toulky jsou',
        paragraphs: {
          p1: 'Toulky jsou bezplatná služba s tipy na výlety, články, mapou a hodnoceními. Informace o trasách sestavujeme pečlivě, ale nezaručujeme, že jsou úplné a aktuální: stezky se mění, značení se přesouvá a počasí rozhoduje.',
        },
      },
      account: {
        title: 'Účet',
        paragraphs: {
          p1: 'Účet je pro jednoho člověka od 15 let. Uveďte pravdivý e-mail, heslo nikomu nesdělujte a když máte podezření na zneužití, změňte ho.',
          p2: 'Účet můžete kdykoli smazat v Nastavení › Smazat účet.',
        },
      },
      safety: {
        title: 'Bezpečnost na cestě',
        paragraphs: {
          p1: 'Za svou bezpečnost a za bezpečnost dětí, se kterými jdete, odpovídáte vy. Před výletem si ověřte počasí, uzavírky tras a pravidla chráněných území, řiďte se turistickým značením KČT a vezměte si mapu i pro případ, že telefon ztratí signál.',
          p2: 'Údaje o délce, náročnosti a vhodnosti trasy jsou orientační. Přizpůsobte výlet svým silám.',
        },
      },
      content: {
        title: 'Vaše hodnocení a fotky',
        paragraphs: {
          p1: 'Hodnocení pište poctivě a podle vlastní zkušenosti. Vložením hodnocení nám dáváte bezplatné a nevýhradní svolení zobrazovat ho v Toulkách, i po smazání účtu (bez vašeho jména).',
          p2: 'Přidávejte jen fotky, které jste pořídili sami, z výletu, o kterém píšete. Vložením fotky nám dáváte bezplatné a nevýhradní svolení zobrazovat ji v Toulkách, dokud ji neodeberete nebo nesmažete účet.',
          p3: 'Hodnocení nebo fotku, které tato pravidla porušují, můžeme skrýt nebo smazat.',
        },
        items: {
          i1: 'žádné urážky, výhrůžky ani nenávistné projevy,',
          i2: 'žádné osobní údaje jiných lidí,',
          i3: 'žádná reklama ani odkazy na nesouvisející weby,',
          i4: 'žádné fotky, na kterých jsou k poznání jiní lidé bez jejich souhlasu.',
        },
      },
      moderation: {
        title: 'Nahlašování a moderování',
        paragraphs: {
          p1: 'Každé hodnocení a každou fotku můžete nahlásit tlačítkem „Nahlásit“ v aplikaci i na webu, i bez účtu, když je považujete za nezákonné nebo odporující těmto podmínkám. Vyberte důvod, případně ho vysvětlete, a potvrďte, že nahlašujete v dobré víře. Přijetí vám potvrdíme e-mailem a později vám sdělíme, jak jsme rozhodli.',
          p2: 'O každém nahlášení rozhoduje člověk z redakce, ne automat. Hodnocení nebo fotku buď ponecháme, nebo skryjeme; skrytý obsah už ostatní neuvidí. Skryté hodnocení skryje i své fotky.',
          p3: 'Když skryjeme vaše hodnocení nebo fotku, pošleme vám e-mailem odůvodnění: co jsme rozhodli, z jakého důvodu a na jakém základě. Do 6 měsíců se můžete odvolat: v aplikaci tlačítkem „Odvolat se“ u skrytého hodnocení nebo fotky na stránce výletu, nebo nám napište na podpora@toulky.cz, proč s rozhodnutím nesouhlasíte. O odvolání rozhodne jiný člen redakce než ten, který rozhodl poprvé, a výsledek vám sdělíme.',
          p4: 'Kdykoli se také můžete obrátit na soud nebo na certifikovaný subjekt mimosoudního řešení sporů podle nařízení o digitálních službách.',
        },
      },
      use: {
        title: 'Férové používání',
        paragraphs: {
          p1: 'Nestahujte obsah hromadně automatizovanými nástroji, neútočte na službu, neobcházejte ochranu před roboty a nezakládejte více účtů, abyste ovlivnili hodnocení.',
        },
      },
      property: {
        title: 'Práva k obsahu',
        paragraphs: {
          p1: 'Texty a fotografie v Toulkách patří nám nebo jejich autorům a bez svolení je nesmíte dál šířit. Mapové podklady © Mapy.com a © přispěvatelé OpenStreetMap; seznam obcí pochází z registru ČSÚ/RÚIAN.',
        },
      },
      availability: {
        title: 'Dostupnost a změny služby',
        paragraphs: {
          p1: 'Snažíme se, aby Toulky fungovaly stále, ale občas je musíme odstavit kvůli údržbě. Funkce můžeme měnit a vylepšovat; o podstatných změnách těchto podmínek vás předem informujeme e-mailem nebo v aplikaci.',
        },
      },
      liability: {
        title: 'Odpovědnost',
        paragraphs: {
          p1: 'Za škodu odpovídáme v rozsahu, který stanoví český právní řád. Nic v těchto podmínkách neomezuje vaše práva spotřebitele.',
        },
      },
      termination: {
        title: 'Ukončení',
        paragraphs: {
          p1: 'Používání Toulek můžete ukončit kdykoli smazáním účtu. Když tyto podmínky závažně porušíte, můžeme váš účet po předchozím upozornění zrušit; při hrubém porušení (například útoku na službu) i bez upozornění.',
        },
      },
      law: {
        title: 'Rozhodné právo a spory',
        paragraphs: {
          p1: 'Podmínky se řídí českým právem a spory rozhodují české soudy. Spotřebitel se může obrátit i na Českou obchodní inspekci (www.coi.cz), která řeší spory mimosoudně.',
          p2: 'Dotazy k podmínkám pište na podpora@toulky.cz.',
        },
      },
    },
  },
};
