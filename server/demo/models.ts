// Model years (North American market, first to last, approximate; gaps ignored) of the models a
// parts yard sees most, so a demo post never offers a 1980 Honda Clarity. A model listed here is
// also 'known': the demo draws known models ten times as often as the rest of the list.
// Format per make: 'Model first[-last]; ...' (no last year: still sold).

const TABLE: Readonly<Record<string, string>> = {
  Ford:
    'F-150 1975; F-100 1953-1983; F-250 Super Duty 1999; F-350 Super Duty 1999; Escape 2001; Explorer 1991; ' +
    'Focus 2000-2018; Fusion 2006-2020; Mustang 1965; Ranger 1983; Edge 2007-2024; Taurus 1986-2019; ' +
    'Expedition 1997; Transit 2015; Transit Connect 2010-2023; Crown Victoria 1992-2011; Windstar 1995-2003; ' +
    'Bronco 1966; Bronco Sport 2021; Five Hundred 2005-2007; Flex 2009-2019; Fiesta 2011-2019; Escort 1981-2003; ' +
    'Tempo 1984-1994; Thunderbird 1955-2005; Aerostar 1986-1997; Probe 1989-1997; Contour 1995-2000; ' +
    'Freestar 2004-2007; EcoSport 2018-2022; Mustang Mach-E 2021; F-150 Lightning 2022; Excursion 2000-2005; ' +
    'Explorer Sport Trac 2001-2010; Pinto 1971-1980; Fairmont 1978-1983; Granada 1975-1982; LTD 1965-1986; ' +
    'Galaxie 1959-1974; Falcon 1960-1970; Torino 1968-1976; Fairlane 1955-1970; Focus ST 2013-2018; ' +
    'Fusion Hybrid 2010-2020; Escape Hybrid 2005-2012; C-Max Hybrid 2013-2018; E-150 1992-2014; E-250 1992-2014; ' +
    'E-350 Super Duty 1999; Econoline 1961-1991',
  Chevrolet:
    'Silverado 1500 1999; Silverado 2500HD 2001; Silverado 3500HD 2001; Malibu 1964; Equinox 2005; ' +
    'Cruze 2011-2019; Impala 1958-2020; Tahoe 1995; Suburban 1960; Colorado 2004; Cavalier 1982-2005; ' +
    'Camaro 1967-2024; Traverse 2009; S-10 1982-2004; Blazer 1969; Trax 2015; Sonic 2012-2020; Spark 2013-2022; ' +
    'Aveo 2004-2011; Cobalt 2005-2010; HHR 2006-2011; Uplander 2005-2008; Venture 1997-2005; Astro 1985-2005; ' +
    'Express 1500 1996-2014; Express 2500 1996; Express 3500 1996; Avalanche 2002-2013; Trailblazer 2002; ' +
    'Corvette 1953; Monte Carlo 1970-2007; Lumina 1990-2001; Celebrity 1982-1990; Chevelle 1964-1977; ' +
    'Nova 1962-1979; El Camino 1959-1987; Caprice 1965-1996; Bel Air 1950-1975; C10 1960-1987; K10 1960-1987; ' +
    'C/K 1500 1988-2000; Bolt EV 2017-2023; Volt 2011-2019; Optra 2004-2008; Orlando 2012-2014; Epica 2004-2006; ' +
    'Metro 1998-2001; Tracker 1999-2004; Prizm 1998-2002; Citation 1980-1985; Chevette 1976-1987; ' +
    'Beretta 1987-1996; Corsica 1987-1996; Vega 1971-1977; Monza 1975-1980',
  Toyota:
    'Corolla 1968; Camry 1983; RAV4 1996; Tacoma 1995; Tundra 2000; Highlander 2001; Sienna 1998; Prius 2001; ' +
    '4Runner 1984; Yaris 2007-2020; Matrix 2003-2013; Avalon 1995-2022; Echo 2000-2005; Celica 1971-2005; ' +
    'Corolla Cross 2022; Venza 2009; Sequoia 2001; FJ Cruiser 2007-2014; Land Cruiser 1960; Supra 1979-1998; ' +
    'MR2 1985-1995; Tercel 1980-1999; Pickup 1979-1995; Previa 1991-1997; T100 1993-1998; Camry Solara 1999-2008; ' +
    'C-HR 2018-2022; 86 2017-2020; GR86 2022; Prius c 2012-2019; Prius v 2012-2017; RAV4 Hybrid 2016; ' +
    'Camry Hybrid 2007; Highlander Hybrid 2006; Corolla Hybrid 2020; bZ4X 2023; Mirai 2016; Cressida 1978-1992',
  Honda:
    'Civic 1973; Accord 1976; CR-V 1997; Odyssey 1995; Pilot 2003; Fit 2007-2020; HR-V 2016; Ridgeline 2006; ' +
    'Element 2003-2011; Insight 2000-2022; Prelude 1979-2001; CRX 1984-1991; Passport 1994; S2000 2000-2009; ' +
    'Accord Crosstour 2010-2011; Crosstour 2012-2015; CR-Z 2011-2016; Civic del Sol 1993-1997; ' +
    'Civic Hybrid 2003-2015; Accord Hybrid 2005; Clarity Electric 2017-2019; Clarity Plug-in Hybrid 2018-2021; ' +
    'Prologue 2024; Civic Type R 2017; CR-V Hybrid 2020; EV Plus 1997-1999',
  Nissan:
    'Altima 1993; Rogue 2008; Sentra 1982; Frontier 1998; Pathfinder 1987; Versa 2007; Maxima 1982; Murano 2003; ' +
    'Titan 2004-2024; Xterra 2000-2015; Leaf 2011; Kicks 2018; Juke 2011-2017; Quest 1993-2017; Armada 2004; ' +
    '350Z 2003-2009; 370Z 2009-2020; Cube 2009-2014; Micra 2015-2019; Versa Note 2014-2019; Rogue Sport 2017-2022; ' +
    'Qashqai 2017-2023; 240SX 1989-1998; 300ZX 1984-1996; Stanza 1982-1992; Hardbody 1986-1997; Pickup 1980-1997; ' +
    'NV200 2013-2021; Ariya 2023; GT-R 2009',
  Dodge:
    'Ram 1500 1994-2010; Ram 2500 1994-2010; Ram 3500 1994-2010; Grand Caravan 1987-2020; Caravan 1984-2007; ' +
    'Charger 1966; Challenger 1970-2023; Durango 1998; Journey 2009-2020; Dakota 1987-2011; Neon 1995-2005; ' +
    'Avenger 1995-2014; Caliber 2007-2012; Dart 1960-2016; Stratus 1995-2006; Intrepid 1993-2004; Nitro 2007-2011; ' +
    'Magnum 2005-2008; Viper 1992-2017; Spirit 1989-1995; Shadow 1987-1994; Aries 1981-1989; Omni 1978-1990; ' +
    'Coronet 1965-1976; Ram Van 1500 1979-2003; Sprinter 2003-2009; Hornet 2023; D150 1972-1993; Colt 1971-1994; ' +
    'Dynasty 1988-1993; Daytona 1984-1993; Diplomat 1977-1989; Ramcharger 1974-1993; D250 1972-1993; ' +
    'D350 1972-1993; D100 1961-1977; W150 1977-1993; W250 1972-1993; B150 1979-1994; B250 1979-1994; ' +
    'B350 1979-1994; Ram Van 2500 1979-2003; Ram Van 3500 1979-2003; Ram 4500 2008-2010; Ram 5500 2008-2010; ' +
    'Mini Ram Van 1984-1988; Sprinter 2500 2003-2009; Sprinter 3500 2003-2009',
  Ram: '1500 2011; 2500 2011; 3500 2011; 4500 2011; 5500 2011; ProMaster 2014; 1500 Classic 2019-2024; ProMaster City 2015-2022; C/V 2012-2015',
  Jeep:
    'Wrangler 1987; Grand Cherokee 1993; Cherokee 1974-2023; Wrangler Unlimited 2004-2023; Liberty 2002-2012; ' +
    'Compass 2007; Patriot 2007-2017; Renegade 2015-2023; Gladiator 2020; Commander 2006-2010; CJ-5 1955-1983; ' +
    'CJ-7 1976-1986; Comanche 1986-1992; Grand Cherokee L 2021; Wrangler 4xe 2021; Grand Cherokee 4xe 2022',
  GMC:
    'Sierra 1500 1999; Sierra 2500HD 2001; Sierra 3500HD 2001; Acadia 2007; Terrain 2010; Yukon 1992; Canyon 2004; ' +
    'Savana 1500 1996-2014; Savana 2500 1996; Savana 3500 1996; Envoy 1998-2009; Yukon XL 2000; Jimmy 1970-2005; ' +
    'Sonoma 1991-2004; Safari 1985-2005; C1500 1988-1999; K1500 1988-1999; Vandura 1970-1996; Hummer EV Pickup 2022',
  Hyundai:
    'Elantra 1992; Tucson 2005; Sonata 1989; Santa Fe 2001; Accent 1995-2022; Kona 2018; Palisade 2020; ' +
    'Veloster 2012-2022; Genesis 2009-2016; Genesis Coupe 2010-2016; Azera 2006-2017; Veracruz 2007-2012; ' +
    'Tiburon 1997-2008; Santa Fe Sport 2013-2018; Santa Cruz 2022; Venue 2020; Ioniq 5 2022; Ioniq 6 2023; ' +
    'Elantra GT 2001-2020; Entourage 2007-2009; XG350 2002-2005; Excel 1986-1994; Pony 1984-1987; Kona Electric 2019',
  Kia:
    'Forte 2010; Sorento 2003; Sportage 1995; Soul 2010; Optima 2001-2020; Rio 2001-2023; Sedona 2002-2021; ' +
    'Telluride 2020; Carnival 2022; K5 2021; Seltos 2021; Niro 2017; Stinger 2018-2023; Spectra 2000-2009; ' +
    'Rondo 2007-2017; Borrego 2009-2011; Cadenza 2014-2020; EV6 2022; Sephia 1994-2001; Amanti 2004-2009; ' +
    'Magentis 2001-2010; Forte5 2014; Forte Koup 2010-2016',
  Subaru:
    'Outback 1995; Forester 1998; Impreza 1993; Crosstrek 2016; XV Crosstrek 2013-2015; Legacy 1990; WRX 2015; ' +
    'Impreza WRX 2002-2014; WRX STI 2015-2021; Ascent 2019; BRZ 2013; Baja 2003-2006; B9 Tribeca 2006-2007; ' +
    'Tribeca 2008-2014; SVX 1992-1997; Loyale 1990-1994; GL 1980-1989; DL 1980-1989; Justy 1987-1994; ' +
    'Brat 1978-1987; Solterra 2023',
  Mazda:
    'Mazda3 2004; CX-5 2013; Mazda6 2003-2021; MX-5 Miata 1990; CX-9 2007-2023; Tribute 2001-2011; ' +
    'Protege 1990-2003; CX-3 2016-2021; CX-30 2020; CX-50 2023; CX-90 2024; CX-7 2007-2012; 626 1979-2002; ' +
    'MPV 1989-2006; RX-7 1979-2002; RX-8 2004-2011; Mazda5 2006-2015; B-Series 1994-2010; 323 1986-1994; ' +
    'Millenia 1995-2002; 929 1988-1995; Navajo 1991-1994; MX-6 1988-1997; Protege5 2002-2003; ' +
    'Mazdaspeed3 2007-2013; GLC 1977-1985; Mazda2 2011-2014',
  Volkswagen:
    'Jetta 1980; Golf 1985-2021; Passat 1990-2022; Tiguan 2009; Beetle 2012-2019; New Beetle 1998-2011; Atlas 2018; ' +
    'GTI 1983-2005; Golf GTI 2006; Touareg 2004-2017; CC 2009-2017; Rabbit 1975-2009; Jetta SportWagen 2009-2014; ' +
    'Routan 2009-2014; EuroVan 1993-2003; Vanagon 1980-1991; Cabrio 1995-2002; Taos 2022; ID.4 2021; ' +
    'Atlas Cross Sport 2020; Arteon 2019-2023; Eos 2007-2016; Golf City 2007-2010; Jetta City 2007-2009; ' +
    'Type 2 1950-1979; Karmann Ghia 1956-1974; Thing 1973-1974; Fox 1987-1993; Corrado 1990-1994; ' +
    'Scirocco 1975-1988; Golf R 2012; Golf SportWagen 2015-2019; Jetta GLI 2006',
  BMW:
    '3 Series 1977; 5 Series 1975; X3 2004; X5 2000; 7 Series 1978; X1 2013; 4 Series 2014; X6 2008; 2 Series 2014; ' +
    '1 Series 2008-2013; X7 2019; Z3 1996-2002; Z4 2003; M3 1988; i3 2014-2021; 6 Series 1977-2019; X4 2015; ' +
    'X2 2018; M5 1988; 2002 1968-1976',
  'Mercedes-Benz':
    'C-Class 1994; E-Class 1986; M-Class 1998-2015; GLC 2016; GLE 2016; S-Class 1973; GLK-Class 2010-2015; ' +
    'CLA 2014; GLA 2015; Sprinter 2010; GL-Class 2007-2016; GLS 2017; SLK-Class 1998-2016; CLK-Class 1998-2009; ' +
    'B-Class 2006-2017; 190E 1984-1993; 300E 1986-1993; 300D 1975-1985; 240D 1974-1983; 450SL 1973-1980; ' +
    '380SL 1981-1985; 560SL 1986-1989; G-Class 2002; R-Class 2006-2013; CLS 2006; SL-Class 1990; Metris 2016-2023',
  Audi:
    'A4 1996; Q5 2009; A6 1995; Q7 2007; A3 2006; Q3 2015; A5 2008; TT 2000; A8 1997; Q8 2019; S4 1992; ' +
    'A4 allroad 2017; e-tron 2019-2023; 5000 1978-1988; 4000 1980-1987; 100 1989-1994; 90 1988-1995; 80 1988-1992; ' +
    'R8 2008-2023; A7 2012',
  Lexus:
    'RX 1999; ES 1990; IS 2001; NX 2015; GX 2003; LS 1990; GS 1993-2020; UX 2019; LX 1996; CT 2011-2017; ' +
    'RC 2015; SC 1992-2010; HS 2010-2012; TX 2024; LC 2018; RZ 2023',
  Chrysler:
    'Town & Country 1990-2016; 300 2005-2023; Pacifica 2004; PT Cruiser 2001-2010; Sebring 1995-2010; ' +
    '200 2011-2017; Concorde 1993-2004; Voyager 2000; LeBaron 1977-1995; New Yorker 1950-1996; Cirrus 1995-2000; ' +
    'Crossfire 2004-2008; 300M 1999-2004; LHS 1994-2001; Aspen 2007-2009; Cordoba 1975-1983; ' +
    'Fifth Avenue 1979-1993; Prowler 2001-2002; Pacifica Hybrid 2017; Newport 1961-1981',
  Buick:
    'Enclave 2008; LaCrosse 2005-2019; Encore 2013-2022; Regal 1973-2020; LeSabre 1959-2005; Century 1973-2005; ' +
    'Lucerne 2006-2011; Rendezvous 2002-2007; Park Avenue 1991-2005; Envision 2016; Verano 2012-2017; ' +
    'Rainier 2004-2007; Terraza 2005-2007; Allure 2005-2009; Encore GX 2020; Skylark 1953-1998; ' +
    'Riviera 1963-1999; Roadmaster 1991-1996; Electra 1959-1990; Cascada 2016-2019; Envista 2024',
  Cadillac:
    'Escalade 1999; SRX 2004-2016; CTS 2003-2019; XT5 2017; DTS 2006-2011; DeVille 1959-2005; ATS 2013-2019; ' +
    'XTS 2013-2019; XT4 2019; CT6 2016-2020; STS 2005-2011; Seville 1975-2004; Eldorado 1953-2002; ' +
    'Fleetwood 1950-1996; XT6 2020; CT4 2020; CT5 2020; Escalade ESV 2003; Escalade EXT 2002-2013; Lyriq 2023',
  Pontiac:
    'Grand Am 1973-2005; Grand Prix 1962-2008; Sunfire 1995-2005; Bonneville 1957-2005; Vibe 2003-2010; ' +
    'G6 2005-2010; Montana 1999-2009; Aztek 2001-2005; Firebird 1967-2002; Trans Am 1969-2002; ' +
    'Sunbird 1976-1994; G5 2007-2009; Torrent 2006-2009; Solstice 2006-2009; G8 2008-2009; Fiero 1984-1988; ' +
    '6000 1982-1991; Trans Sport 1990-1999; GTO 1964-2006; LeMans 1962-1993; Catalina 1950-1981; ' +
    'Parisienne 1958-1986; Firefly 1985-2000; Pursuit 2005-2006; Wave 2004-2010',
  Acura:
    'MDX 2001; TL 1996-2014; RDX 2007; TSX 2004-2014; Integra 1986; ILX 2013-2022; TLX 2015; RSX 2002-2006; ' +
    'CL 1997-2003; Legend 1986-1995; RL 1996-2012; ZDX 2010-2013; EL 1997-2005; CSX 2006-2011; NSX 1991-2022',
  Tesla: 'Model 3 2017; Model Y 2020; Model S 2012; Model X 2016; Roadster 2008-2012; Cybertruck 2024',
  Volvo:
    'XC90 2003; XC60 2010; S60 2001; XC40 2019; 240 1975-1993; 850 1993-1997; S40 2000-2011; V70 1998-2010; ' +
    'S80 1999-2016; C30 2008-2013; 740 1985-1992; 940 1991-1995; XC70 2003-2016; S70 1998-2000; V60 2015; ' +
    'S90 2017; V50 2005-2011; C70 1998-2013',
  Mitsubishi:
    'Outlander 2003; Lancer 2002-2017; Eclipse 1990-2012; Galant 1985-2012; Mirage 1985; Outlander Sport 2011; ' +
    'Montero 1983-2006; Endeavor 2004-2011; Eclipse Cross 2018; RVR 2011; Montero Sport 1997-2004; 3000GT 1991-1999',
  Lincoln:
    'Navigator 1998; MKZ 2007-2020; Town Car 1981-2011; MKX 2007-2018; Continental 1961; Aviator 2003; ' +
    'Corsair 2020; Nautilus 2019; LS 2000-2006; MKS 2009-2016; Mark VIII 1993-1998; MKC 2015-2019; MKT 2010-2019',
  Infiniti:
    'G35 2003-2008; G37 2008-2013; Q50 2014; QX60 2014; FX35 2003-2012; QX56 2004-2013; I30 1996-2001; ' +
    'Q45 1990-2006; M35 2006-2010; JX35 2013; QX50 2014; QX80 2014; EX35 2008-2012; G20 1991-2002; QX4 1997-2003',
  Mercury:
    'Grand Marquis 1975-2011; Sable 1986-2009; Mountaineer 1997-2010; Mariner 2005-2011; Milan 2006-2011; ' +
    'Cougar 1967-2002; Villager 1993-2002; Tracer 1988-1999; Topaz 1984-1994; Montego 2005-2007; ' +
    'Marquis 1967-1986; Mystique 1995-2000; Lynx 1981-1987',
  Oldsmobile:
    'Cutlass 1961-1999; Alero 1999-2004; Intrigue 1998-2002; Silhouette 1990-2004; Bravada 1991-2004; ' +
    '88 1950-1999; 98 1950-1996; Aurora 1995-2003; Delta 88 1965-1988; Achieva 1992-1998; Toronado 1966-1992; ' +
    'Cutlass Supreme 1966-1997; Cutlass Ciera 1982-1996',
  Saturn:
    'Ion 2003-2007; Vue 2002-2010; S-Series 1991-2002; SL 1991-2002; Aura 2007-2009; Outlook 2007-2010; ' +
    'Relay 2005-2007; Sky 2007-2009; L-Series 2000-2005; Astra 2008-2009',
  Plymouth:
    'Voyager 1984-2000; Neon 1995-2001; Breeze 1996-2000; Acclaim 1989-1995; Sundance 1987-1994; ' +
    'Horizon 1978-1990; Reliant 1981-1989; Duster 1970-1976; Fury 1956-1978; Valiant 1960-1976; ' +
    'Barracuda 1964-1974; Road Runner 1968-1980; Satellite 1965-1974; Grand Voyager 1987-2000; Prowler 1997-2001',
  Mini: 'Cooper 2002; Cooper S 2002; Countryman 2011; Clubman 2008-2024; Paceman 2013-2016; Hardtop 2 Door 2014',
  'Land Rover':
    'Range Rover 1987; Range Rover Sport 2006; LR4 2010-2016; LR3 2005-2009; Discovery 1994; ' +
    'Range Rover Evoque 2012; Discovery Sport 2015; Defender 1993; Freelander 2002-2005; LR2 2008-2015',
  Porsche:
    '911 1965; Cayenne 2003; Boxster 1997-2016; Macan 2015; Panamera 2010; 944 1983-1991; 928 1978-1995; ' +
    '924 1977-1988; Cayman 2006-2016; 914 1970-1976; 356 1950-1965; Taycan 2020; 718 Boxster 2017; 718 Cayman 2017',
  Scion:
    'tC 2005-2016; xB 2004-2015; xD 2008-2014; FR-S 2013-2016; xA 2004-2006; iQ 2012-2015; iA 2016; iM 2016',
  Jaguar:
    'XF 2009; XJ 1968-2019; XK 1997-2015; S-Type 2000-2008; X-Type 2002-2008; F-Pace 2017; F-Type 2014-2024; ' +
    'E-Pace 2018; I-Pace 2019; XJ6 1969-1997; XE 2017-2020',
  Suzuki:
    'SX4 2007-2013; Grand Vitara 1999-2013; Swift 1989-2001; Aerio 2002-2007; Vitara 1999-2004; ' +
    'Sidekick 1989-1998; Samurai 1986-1995; Forenza 2004-2008; Reno 2005-2008; Kizashi 2010-2013; ' +
    'XL7 2007-2009; Esteem 1995-2002; Verona 2004-2006; Equator 2009-2012',
  Fiat: '500 2012-2019; 500X 2016-2023; 500L 2014-2020; 124 Spider 2017-2020; X1/9 1974-1989; Strada 1979-1982',
  Genesis: 'G80 2017; G70 2019; G90 2017; GV80 2021; GV70 2022; GV60 2023',
  Isuzu:
    'Rodeo 1991-2004; Trooper 1984-2002; Ascender 2003-2008; Amigo 1989-2000; Pickup 1981-1995; ' +
    'Hombre 1996-2000; Axiom 2002-2004; Impulse 1983-1992; I-Mark 1981-1989; Stylus 1991-1993',
  Hummer: 'H2 2003-2009; H3 2006-2010; H1 1992-2006; H3T 2009-2010',
  Saab: '9-3 1999-2011; 9-5 1999-2011; 900 1979-1998; 9000 1986-1998; 9-7X 2005-2009; 9-2X 2005-2006; 99 1969-1984',
  Geo: 'Metro 1989-1997; Prizm 1990-1997; Tracker 1989-1997; Storm 1990-1993; Spectrum 1989',
  AMC: 'Eagle 1980-1988; Gremlin 1970-1978; Pacer 1975-1980; Hornet 1970-1977; Javelin 1968-1974; Concord 1978-1983; Spirit 1979-1983; Matador 1971-1978; AMX 1968-1970',
};

/** 'Make - Model' -> [first, last] model year (last undefined: still sold). */
export const MODEL_YEARS: ReadonlyMap<string, readonly [number, number?]> = new Map(
  Object.entries(TABLE).flatMap(([make, text]) =>
    text.split(';').map((entry) => {
      const m = /^(.+) (\d{4})(?:-(\d{4}))?$/.exec(entry.trim());
      if (!m) throw new Error(`models.ts: bad entry '${entry}' for ${make}`);
      const years: readonly [number, number?] = m[3] ? [Number(m[2]), Number(m[3])] : [Number(m[2])];
      return [`${make} - ${m[1]}`, years] as const;
    }),
  ),
);

/** Electric and hybrid models, by name: a model without model years here starts in 2000 (fitment.ts says which drive each has). */
const ELECTRIFIED =
  /\b(ev\d?|euv|electric|hybrid|plug-in|phev|e-tron|recharge|4xe|lightning|electrified|eq[a-z]|prius|leaf|volt|bolt|insight|ioniq|niro|mirai|bz4x|i[3-8]|ix|taycan|mach-e|id\.|lyriq|solterra|ariya|clarity)\b/i;
const ELECTRIC_MAKES = new Set(['Tesla', 'Polestar', 'Lucid', 'Rivian', 'Fisker', 'Karma', 'VinFast']);

export const isElectrified = (make: string, name: string) =>
  ELECTRIC_MAKES.has(make) || ELECTRIFIED.test(name);
